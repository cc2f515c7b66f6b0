/** User-supplied links are rendered only when they are http(s) or mailto; anything else is dropped. */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  return /^(https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : undefined;
}

/** Made once: toLocaleDateString builds a new formatter on every call, a large part of a page render. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Dates render the same on the server and in the browser (UTC), so hydration matches. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return DATE_FORMAT.format(new Date(iso));
}
