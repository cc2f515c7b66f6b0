import type { LinkCheckReason } from '@sparklink/contract';
import { linksBackTo } from '../../lib/safe-fetch/back-link';
import { fetchHtmlPage, type SafeFetchOptions } from '../../lib/safe-fetch/safe-fetch';

export type LinkCheckOutcome = { status: 'verified' } | { status: 'failed'; reason: LinkCheckReason };

/**
 * The addresses a back link may name: the portfolio on the app's origin (and the public one), and
 * the root of the owner's verified custom domain while it serves the portfolio (decision 058).
 */
export function portfolioAddresses(
  origins: { appOrigin: string; publicOrigin: string },
  username: string,
  domain: string | null = null,
): string[] {
  const path = `/public/${encodeURIComponent(username)}`;
  const ours = [...new Set([origins.appOrigin, origins.publicOrigin])].map((origin) => `${origin}${path}`);
  return domain ? [...ours, `https://${domain}/`] : ours;
}

/** Reads the link's page and looks for a rel="me" link back to the portfolio. */
export async function checkLink(
  url: string,
  portfolio: string[],
  options: SafeFetchOptions,
): Promise<LinkCheckOutcome> {
  const page = await fetchHtmlPage(url, options);
  if (!page.ok) return { status: 'failed', reason: page.reason };
  return linksBackTo(page.html, page.url, portfolio)
    ? { status: 'verified' }
    : { status: 'failed', reason: 'no-back-link' };
}
