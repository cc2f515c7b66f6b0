import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderCache } from './render-cache';
import { page, renderedOnce } from './render-cache-test-support';

/** A kept document never outlives what it shows: a page's schedule or a plan's end (decision 056). */
describe('RenderCache and a document’s validUntil', () => {
  afterEach(() => vi.useRealTimers());

  it('serves a kept document until the second before validUntil, and not at it', async () => {
    const start = 1_800_000_000_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const cache = new RenderCache();
    await renderedOnce(cache, 'profile:a');
    const validUntil = new Date(start + 10_000);
    const kept = await cache.fill(
      'profile:a',
      'owner-a',
      { ...page('before'), validUntil },
      await cache.startRender('profile:a'),
    );
    expect(kept).toBe(true);
    vi.setSystemTime(validUntil.getTime() - 1000);
    expect((await cache.get('profile:a'))?.body.toString()).toBe('before');
    vi.setSystemTime(validUntil);
    expect(await cache.get('profile:a')).toBeUndefined();
  });

  it('keeps nothing already past its validUntil, and keeps to the TTL when the end is further', async () => {
    const start = 1_800_000_000_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const cache = new RenderCache(undefined, 2000, 60_000);
    await renderedOnce(cache, 'page:a:x', 'page:a:y');
    const past = { ...page('stale'), validUntil: new Date(start) };
    expect(await cache.fill('page:a:x', 'owner-a', past, await cache.startRender('page:a:x'))).toBe(false);
    const far = { ...page('far'), validUntil: new Date(start + 3_600_000) };
    expect(await cache.fill('page:a:y', 'owner-a', far, await cache.startRender('page:a:y'))).toBe(true);
    vi.setSystemTime(start + 60_000);
    expect(await cache.get('page:a:y')).toBeUndefined();
  });
});
