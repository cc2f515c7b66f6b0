/**
 * The resume's address to share: beside the portfolio's (/public/<username>), on the site visitors
 * know. The API's `fileUrl` (/api/public/…/resume) stays for the older client, but is no address
 * to hand out.
 */
export function resumeShareUrl(username: string, origin = window.location.origin): string {
  return `${origin}/public/${encodeURIComponent(username)}/resume`;
}
