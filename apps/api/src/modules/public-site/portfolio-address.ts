import type { FastifyInstance } from 'fastify';
import type { PublicOwner } from '../public/public-owner';

/**
 * Where an owner's portfolio lives now (decision 058): on their verified custom domain, at its root,
 * while custom domains are on; else at /public/<username> on PUBLIC_ORIGIN. Every link, canonical
 * URL, QR code and share link of their documents is built from this, so a rendering depends on the
 * owner's state alone, never on the host that asked for it.
 */
export interface PortfolioAddress {
  /** The verified domain the portfolio is served on, or null. */
  domain: string | null;
  /** The origin of its public links. */
  origin: string;
  /** Its root path on that origin: `/public/<username>`, or '' at a domain's root. */
  home: string;
}

export function portfolioAddress(
  app: FastifyInstance,
  owner: Pick<PublicOwner, 'username' | 'domain'>,
): PortfolioAddress {
  const domain = app.config.customDomains ? owner.domain : null;
  return domain
    ? { domain, origin: `https://${domain}`, home: '' }
    : { domain: null, origin: app.config.publicOrigin, home: `/public/${owner.username}` };
}

/**
 * The renderer a stored document is filed under (decision 032): a domain's renderings carry the
 * domain, so our host's first views never read them (it answers those owners with a 301).
 */
export const rendererAt = (renderer: string, domain: string | null): string =>
  domain ? `${renderer}@${domain}` : renderer;

/** The portfolio's address as a link: the domain's root is `/`. */
export const portfolioUrl = (address: PortfolioAddress, path = ''): string =>
  `${address.origin}${`${address.home}${path}` || '/'}`;

/**
 * Which portfolio a request is for, and on which host: /public/<username> on ours (`domain` null),
 * or the root of the owner's verified domain (decision 058).
 */
export interface Asked {
  username: string;
  domain: string | null;
}

export const onOurHost = (username: string): Asked => ({ username, domain: null });
