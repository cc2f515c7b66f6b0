import { z } from 'zod';

/** The longest address an owner can save, counted as stored (normalised). */
export const HTTP_URL_MAX = 2048;

/** An absolute http(s) URL: anything else (javascript:, data:, relative) never reaches a visitor. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The address as a browser sends it (the WHATWG URL serialisation): the host in punycode, the
 * path, query and fragment percent-encoded, the scheme and host lowercased. What is stored is
 * plain ASCII, so it fits in the click redirect's Location header as it is (decision 036).
 */
export function normalizeHttpUrl(value: string): string {
  return new URL(value).href;
}

/**
 * An address an owner saves: trimmed, checked as typed by `accepts`, then stored normalised, and
 * refused when the normalised form is longer than the limit (percent-encoding can triple it).
 * The normalising is a check of the string, not a transform, so that inside a union (a page item's
 * `link` may also be "" or null) a bad address still reports its own path and message.
 */
export function ownerUrlSchema(message: string, accepts: (value: string) => boolean) {
  return z
    .string({ error: message })
    .trim()
    .refine(accepts, message)
    .overwrite((value) => (URL.canParse(value) ? normalizeHttpUrl(value) : value))
    .max(HTTP_URL_MAX, message);
}
