import { describe, expect, it } from 'vitest';
import { etagOf, RenderCache, type RenderedHtml } from './render-cache';

const page = (html: string): RenderedHtml => ({ status: 200, html, etag: etagOf(html), headers: {} });

describe('RenderCache fills', () => {
  it('keeps a render whose ticket was taken after the owner’s last invalidation', () => {
    const cache = new RenderCache();
    cache.invalidateOwner('owner-a');
    const ticket = cache.startRender();
    expect(cache.fill('profile:a', 'owner-a', page('a'), ticket)).toBe(true);
    expect(cache.get('profile:a')?.html).toBe('a');
  });

  it('drops a render of an owner invalidated after its ticket, and only of that owner', () => {
    const cache = new RenderCache();
    const ticket = cache.startRender();
    cache.invalidateOwner('owner-a');
    expect(cache.fill('profile:a', 'owner-a', page('stale a'), ticket)).toBe(false);
    expect(cache.get('profile:a')).toBeUndefined();
    expect(cache.fill('profile:b', 'owner-b', page('b'), ticket)).toBe(true);
  });

  it('refuses renders older than an invalidation it no longer remembers', () => {
    const cache = new RenderCache(2000, 60_000, 2);
    const ticket = cache.startRender();
    cache.invalidateOwner('owner-a');
    cache.invalidateOwner('owner-b');
    cache.invalidateOwner('owner-c'); // owner-a is forgotten here
    expect(cache.fill('profile:a', 'owner-a', page('stale a'), ticket)).toBe(false);
    expect(cache.fill('profile:d', 'owner-d', page('d'), ticket)).toBe(false);
    expect(cache.fill('profile:d', 'owner-d', page('d'), cache.startRender())).toBe(true);
  });

  it('empties every entry of an invalidated owner', () => {
    const cache = new RenderCache();
    const ticket = cache.startRender();
    cache.fill('profile:a', 'owner-a', page('a'), ticket);
    cache.fill('profile:old-a', 'owner-a', page('a'), ticket);
    cache.fill('profile:b', 'owner-b', page('b'), ticket);
    cache.invalidateOwner('owner-a');
    expect([cache.get('profile:a'), cache.get('profile:old-a')]).toEqual([undefined, undefined]);
    expect(cache.size).toBe(1);
  });
});
