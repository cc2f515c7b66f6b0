/** The public address of a portfolio on this site. */
export function portfolioUrl(username: string, origin = window.location.origin): string {
  return `${origin}/public/${encodeURIComponent(username)}`;
}
