import { vi } from 'vitest';

/**
 * Holds calls to `route` ("METHOD /api/path") until the returned function is called, then lets
 * the stubbed API answer them, so a test can see the screen mid-request. Call after render.
 */
export function holdRequests(route: string) {
  const answer = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (`${init.method ?? 'GET'} ${url}` === route) await gate;
    return answer(url, init);
  });
  return release;
}
