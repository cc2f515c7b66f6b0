/**
 * The view beacon of the server-rendered public pages (api-contract §8.3), a script of its own
 * so pages without islands load only this. It reports the view described in the page's
 * `sl-view` meta tag with the page's own referrer and utm_source. A signed-in owner's token goes
 * along so the server leaves the owner's own visits uncounted. Without JavaScript the page's
 * <noscript> pixel counts the view instead, so no view is counted twice.
 * It also carries the profile's "Share" (share-trigger.ts): the profile loads no other script.
 */
import './share-trigger';

const described = document.querySelector<HTMLMetaElement>('meta[name="sl-view"]')?.content;
if (described) {
  const view = new URLSearchParams(described);
  const utmSource = new URLSearchParams(location.search).get('utm_source')?.slice(0, 50);
  const token = localStorage.getItem('token');
  void fetch('/api/public/events', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      type: view.get('type'),
      username: view.get('username'),
      slug: view.get('slug') ?? undefined,
      referrer: document.referrer.slice(0, 512) || undefined,
      utmSource: utmSource || undefined,
    }),
  }).catch(() => {});
}
