import type { IncomingHttpHeaders } from 'node:http';

/**
 * The origins whose pages may report what their visitors do: the public site, the SPA and the
 * CORS allowlist (api-contract §1.1). An owner's verified custom domain joins this set once there
 * are custom domains.
 */
export function ourOrigins(config: { publicOrigin: string; appOrigin: string; corsOrigins: string[] }): Set<string> {
  const origins = [config.publicOrigin, config.appOrigin, ...config.corsOrigins].map(originOf);
  return new Set(origins.filter((origin): origin is string => origin !== undefined));
}

/**
 * Whether the browser says another site made this request, so an event it carries is not counted
 * (decision 036). Browsers set these headers and no page can forge them: `Sec-Fetch-Site` names
 * how the request's initiator relates to us, `Origin` names the initiator itself.
 * - `same-origin`: one of our own pages, whatever host it was served under.
 * - An `Origin`, when there is one, decides: ours, the allowlist's or the request's own host (a
 *   page on an owner's domain, decision 058) counts, any other site or
 *   `null` (a sandboxed frame, a page hiding its origin) does not. This holds for older browsers
 *   that send `Origin` on a POST but no fetch metadata.
 * - `cross-site` without an `Origin` (a navigation, an image) counts only when its `Referer` is
 *   one of our origins: the SPA served from another site than the API.
 * - Anything else (`same-site`, `none` for a typed or bookmarked address, or no headers at all
 *   from an older browser or a script) is counted as before, under the per-address cap.
 */
export function isFromAnotherSite(headers: IncomingHttpHeaders, ours: ReadonlySet<string>): boolean {
  const site = headers['sec-fetch-site'];
  if (site === 'same-origin') return false;
  if (headers.origin !== undefined) return !ours.has(headers.origin) && !isSameHost(headers.origin, headers.host);
  if (site === 'cross-site') return !ours.has(originOf(headers.referer) ?? '');
  return false;
}

/**
 * A navigation the person made themselves to a whole document: a click on a link (the browser
 * adds `Sec-Fetch-User` only with a user's activation), never a frame, an image or a script.
 */
export function isPersonsNavigation(headers: IncomingHttpHeaders): boolean {
  return (
    headers['sec-fetch-mode'] === 'navigate' &&
    headers['sec-fetch-dest'] === 'document' &&
    headers['sec-fetch-user'] === '?1'
  );
}

/** Whether an `Origin` names the host the request was sent to: the page's own origin. */
function isSameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
