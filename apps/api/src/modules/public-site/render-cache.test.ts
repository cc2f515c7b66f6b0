import { describe, expect, it } from 'vitest';
import { MemoryCoordination } from '../../plugins/coordination';
import { RenderCache, renderedHtml, utf8Bytes } from './render-cache';

const page = (html: string) => renderedHtml(200, html);

describe('utf8Bytes', () => {
  it('gives the UTF-8 bytes of ASCII, Latin-1, wider characters, pairs and lone halves alike', () => {
    for (const html of ['<p>plain &#xe9;</p>', 'Café · naïve', '← Back', 'Ama 😀', 'half \ud83d pair', ''])
      expect(utf8Bytes(html).equals(Buffer.from(html, 'utf8'))).toBe(true);
    expect(utf8Bytes('Café').toString('hex')).toBe('436166c3a9');
  });
});

describe('RenderCache fills', () => {
  it('keeps a render whose ticket was taken after the owner’s last invalidation', async () => {
    const cache = new RenderCache();
    await cache.invalidateOwner('owner-a');
    const ticket = await cache.startRender();
    expect(await cache.fill('profile:a', 'owner-a', page('a'), ticket)).toBe(true);
    expect((await cache.get('profile:a'))?.body.toString()).toBe('a');
  });

  it('drops a render of an owner invalidated after its ticket, and only of that owner', async () => {
    const cache = new RenderCache();
    const ticket = await cache.startRender();
    await cache.invalidateOwner('owner-a');
    expect(await cache.fill('profile:a', 'owner-a', page('stale a'), ticket)).toBe(false);
    expect(await cache.get('profile:a')).toBeUndefined();
    expect(await cache.fill('profile:b', 'owner-b', page('b'), ticket)).toBe(true);
  });

  it('refuses renders older than an invalidation it no longer remembers', async () => {
    const cache = new RenderCache(new MemoryCoordination(2));
    const ticket = await cache.startRender();
    await cache.invalidateOwner('owner-a');
    await cache.invalidateOwner('owner-b');
    await cache.invalidateOwner('owner-c'); // owner-a is forgotten here
    expect(await cache.fill('profile:a', 'owner-a', page('stale a'), ticket)).toBe(false);
    expect(await cache.fill('profile:d', 'owner-d', page('d'), ticket)).toBe(false);
    expect(await cache.fill('profile:d', 'owner-d', page('d'), await cache.startRender())).toBe(true);
  });

  it('keeps nothing without a ticket, or from a render that took over 30 seconds', async () => {
    const cache = new RenderCache();
    expect(await cache.fill('profile:a', 'owner-a', page('a'), undefined)).toBe(false);
    const ticket = await cache.startRender();
    expect(await cache.fill('profile:a', 'owner-a', page('a'), { ...ticket!, at: ticket!.at - 30_001 })).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('empties every entry of an invalidated owner', async () => {
    const cache = new RenderCache();
    const ticket = await cache.startRender();
    await cache.fill('profile:a', 'owner-a', page('a'), ticket);
    await cache.fill('profile:old-a', 'owner-a', page('a'), ticket);
    await cache.fill('profile:b', 'owner-b', page('b'), ticket);
    await cache.invalidateOwner('owner-a');
    expect([await cache.get('profile:a'), await cache.get('profile:old-a')]).toEqual([undefined, undefined]);
    expect(cache.size).toBe(1);
  });

  it('keeps at most its budget of HTML, dropping the least recently used first', async () => {
    const cache = new RenderCache(new MemoryCoordination(), 2000, 60_000, 10);
    const ticket = await cache.startRender();
    expect(await cache.fill('gallery:a', 'owner-a', page('aaaa'), ticket)).toBe(true);
    expect(await cache.fill('gallery:b', 'owner-b', page('bbbb'), ticket)).toBe(true);
    await cache.get('gallery:a');
    expect(await cache.fill('gallery:c', 'owner-c', page('cccc'), ticket)).toBe(true);
    expect([await cache.get('gallery:a'), await cache.get('gallery:b')].map((entry) => entry?.body.toString())).toEqual(
      ['aaaa', undefined],
    );
    // A document over the whole budget is not kept, and pushes nothing out.
    expect(await cache.fill('gallery:big', 'owner-d', page('x'.repeat(11)), ticket)).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('makes room a tenth at a time, the least recently used first', async () => {
    const cache = new RenderCache(new MemoryCoordination(), 10);
    const ticket = await cache.startRender();
    for (let i = 0; i < 10; i++) await cache.fill(`profile:${i}`, `owner-${i}`, page(`p${i}`), ticket);
    await cache.get('profile:0');
    expect(cache.size).toBe(10);
    await cache.fill('profile:10', 'owner-10', page('p10'), ticket);
    expect(cache.size).toBe(9);
    const kept = await Promise.all(Array.from({ length: 11 }, (_, i) => cache.get(`profile:${i}`)));
    expect(kept.map((entry) => entry !== undefined)).toEqual([
      true,
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
