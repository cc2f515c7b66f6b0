/**
 * Verified links (decision 055, BLAZE's `verifiedBadge`): a link whose page links back to the
 * owner's portfolio with rel="me" is verified, as on Mastodon.
 */
export const LINK_CHECK_STATUSES = ['pending', 'verified', 'failed'] as const;
export type LinkCheckStatus = (typeof LINK_CHECK_STATUSES)[number];

/**
 * Why a check failed, as a word the dashboard turns into a sentence:
 * `no-back-link` the page has no rel="me" link to the portfolio; `unreachable` the site did not
 * answer; `timeout` it took too long; `bad-status` it answered with an error; `not-html` the
 * address is not a web page; `too-many-redirects`; `refused` the address is not a public site.
 */
export const LINK_CHECK_REASONS = [
  'no-back-link',
  'unreachable',
  'timeout',
  'bad-status',
  'not-html',
  'too-many-redirects',
  'refused',
] as const;
export type LinkCheckReason = (typeof LINK_CHECK_REASONS)[number];

export interface LinkVerification {
  status: LinkCheckStatus;
  reason: LinkCheckReason | null;
  checkedAt: string | null;
}

/** Only web addresses can be checked: not e-mail, phone or WhatsApp links. */
export const isCheckableAddress = (url: string): boolean => /^https?:\/\//i.test(url);

/** How often a verified or failed link is checked again by the scheduled job. */
export const LINK_RECHECK_DAYS = 7;
