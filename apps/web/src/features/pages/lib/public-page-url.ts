/** Where visitors see a page (spec 2 §2), or null while the owner has no username to put in it. */
export function publicPageUrl(username: string | null | undefined, slug: string): string | null {
  if (!username) return null;
  return `${window.location.origin}/public/${encodeURIComponent(username)}/pages/${encodeURIComponent(slug)}`;
}
