import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCoordination } from '../../plugins/coordination';
import { RenderCache, utf8Bytes } from './render-cache';
import { page, renderedOnce } from './render-cache-test-support';

describe('utf8Bytes', () => {
  it('gives the UTF-8 bytes of ASCII, Latin-1, wider characters, pairs and lone halves alike', () => {
    for (const html of ['<p>plain &#xe9;</p>', 'Café · naïve', '← Back', 'Ama 😀', 'half \ud83d pair', ''])
      expect(utf8Bytes(html).equals(Buffer.from(html, 'utf8'))).toBe(true);
    expect(utf8Bytes('Café').toString('hex')).toBe('436166c3a9');
  });
});

describe('RenderCache keeps a document on its second render', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps nothing on a first render and takes no ticket for it; keeps the second, as bytes', async () => {
    const cache = new RenderCache();
    expect(await cache.startRender('profile:a')).toBeUndefined();
    expect(await cache.fill('profile:a', 'owner-a', page('first'), undefined)).toBe(false);
    expect(await cache.get('profile:a')).toBeUndefined();
    const ticket = await cache.startRender('profile:a');
    expect(ticket).toBeDefined();
    expect(await cache.fill('profile:a', 'owner-a', page('Caf&#xe9;'), ticket)).toBe(true);
    const kept = await cache.get('profile:a');
    expect(Buffer.isBuffer(kept?.body)).toBe(true);
    expect(kept?.body.toString()).toBe('Caf&#xe9;');
    expect(kept?.etag).toBe(page('Caf&#xe9;').etag);
  });

  it('tags a render the same whether it is sent as a string or kept as bytes', () => {
    const html = '<p>Ama · 😀</p>';
    expect(page(html).etag).toBe(page(html).etag);
    expect(page(html).etag).not.toBe(page(`${html} `).etag);
    expect(page(html).etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('forgets a render not asked for again within two TTLs', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new RenderCache(new MemoryCoordination(), 2000, 60_000);
    await renderedOnce(cache, 'profile:a', 'profile:b');
    vi.setSystemTime(Date.now() + 119_999);
    expect(await cache.startRender('profile:a')).toBeDefined();
    vi.setSystemTime(Date.now() + 2);
    expect(await cache.startRender('profile:b')).toBeUndefined();
  });

  it('keeps a document still asked for again on the first render after its TTL ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new RenderCache(new MemoryCoordination(), 2000, 60_000);
    await renderedOnce(cache, 'profile:a');
    expect(await cache.fill('profile:a', 'owner-a', page('a'), await cache.startRender('profile:a'))).toBe(true);
    vi.setSystemTime(Date.now() + 60_001);
    expect(await cache.get('profile:a')).toBeUndefined();
    expect(await cache.fill('profile:a', 'owner-a', page('a2'), await cache.startRender('profile:a'))).toBe(true);
    expect((await cache.get('profile:a'))?.body.toString()).toBe('a2');
  });

  it('remembers at most four times its entries’ renders, forgetting the oldest a tenth at a time', async () => {
    const cache = new RenderCache(new MemoryCoordination(), 2);
    const keys = Array.from({ length: 9 }, (_, i) => `profile:${i}`);
    await renderedOnce(cache, ...keys);
    const tickets = await Promise.all(keys.map((key) => cache.startRender(key)));
    expect(keys.filter((_, i) => tickets[i] === undefined)).toEqual(['profile:0', 'profile:1']);
  });
});

describe('RenderCache fills', () => {
  it('keeps a render whose ticket was taken after the owner’s last invalidation', async () => {
    const cache = new RenderCache();
    await renderedOnce(cache, 'profile:a');
    await cache.invalidateOwner('owner-a');
    const ticket = await cache.startRender('profile:a');
    expect(await cache.fill('profile:a', 'owner-a', page('a'), ticket)).toBe(true);
    expect((await cache.get('profile:a'))?.body.toString()).toBe('a');
  });

  it('drops a render of an owner invalidated after its ticket, and only of that owner', async () => {
    const cache = new RenderCache();
    await renderedOnce(cache, 'profile:a', 'profile:b');
    const ticket = await cache.startRender('profile:a');
    await cache.invalidateOwner('owner-a');
    expect(await cache.fill('profile:a', 'owner-a', page('stale a'), ticket)).toBe(false);
    expect(await cache.get('profile:a')).toBeUndefined();
    expect(await cache.fill('profile:b', 'owner-b', page('b'), ticket)).toBe(true);
  });

  it('refuses renders older than an invalidation it no longer remembers', async () => {
    const cache = new RenderCache(new MemoryCoordination(2));
    await renderedOnce(cache, 'profile:a', 'profile:d');
    const ticket = await cache.startRender('profile:a');
    await cache.invalidateOwner('owner-a');
    await cache.invalidateOwner('owner-b');
    await cache.invalidateOwner('owner-c'); // owner-a is forgotten here
    expect(await cache.fill('profile:a', 'owner-a', page('stale a'), ticket)).toBe(false);
    expect(await cache.fill('profile:d', 'owner-d', page('d'), ticket)).toBe(false);
    expect(await cache.fill('profile:d', 'owner-d', page('d'), await cache.startRender('profile:d'))).toBe(true);
  });

  it('keeps nothing without a ticket, or from a render that took over 30 seconds', async () => {
    const cache = new RenderCache();
    await renderedOnce(cache, 'profile:a');
    expect(await cache.fill('profile:a', 'owner-a', page('a'), undefined)).toBe(false);
    const ticket = await cache.startRender('profile:a');
    expect(await cache.fill('profile:a', 'owner-a', page('a'), { ...ticket!, at: ticket!.at - 30_001 })).toBe(false);
    expect(cache.size).toBe(0);
  });

  it('empties every entry of an invalidated owner', async () => {
    const cache = new RenderCache();
    await renderedOnce(cache, 'profile:a', 'profile:old-a', 'profile:b');
    const ticket = await cache.startRender('profile:a');
    await cache.fill('profile:a', 'owner-a', page('a'), ticket);
    await cache.fill('profile:old-a', 'owner-a', page('a'), ticket);
    await cache.fill('profile:b', 'owner-b', page('b'), ticket);
    expect(cache.size).toBe(3);
    await cache.invalidateOwner('owner-a');
    expect([await cache.get('profile:a'), await cache.get('profile:old-a')]).toEqual([undefined, undefined]);
    expect(cache.size).toBe(1);
  });

  it('keeps at most its budget of HTML, dropping the least recently used first', async () => {
    const cache = new RenderCache(new MemoryCoordination(), 2000, 60_000, 10);
    await renderedOnce(cache, 'gallery:a', 'gallery:b', 'gallery:c', 'gallery:big');
    const ticket = await cache.startRender('gallery:a');
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
    const keys = Array.from({ length: 11 }, (_, i) => `profile:${i}`);
    await renderedOnce(cache, ...keys);
    const ticket = await cache.startRender('profile:0');
    for (let i = 0; i < 10; i++) await cache.fill(`profile:${i}`, `owner-${i}`, page(`p${i}`), ticket);
    await cache.get('profile:0');
    expect(cache.size).toBe(10);
    await cache.fill('profile:10', 'owner-10', page('p10'), ticket);
    expect(cache.size).toBe(9);
    const kept = await Promise.all(keys.map((key) => cache.get(key)));
    expect(keys.filter((_, i) => kept[i] === undefined)).toEqual(['profile:1', 'profile:2']);
  });
});

describe('RenderCache around an owner’s change, with stored renders (decision 032)', () => {
  it('stops the stored renders, then the processes’ copies, then renders ahead, in that order', async () => {
    const cache = new RenderCache();
    const steps: string[] = [];
    cache.coordination.on('owner-changed', (ownerId) => steps.push(`copies of ${ownerId}`));
    cache.storeRendersWith({
      ownerChanged: async (ownerId) => void steps.push(`stored of ${ownerId}`),
      renderAhead: async (ownerId) => void steps.push(`ahead for ${ownerId}`),
    });
    await cache.invalidateOwner('owner-a');
    expect(steps).toEqual(['stored of owner-a', 'copies of owner-a', 'ahead for owner-a']);
  });

  it('drops the processes’ copies even when the stored renders could not be stopped', async () => {
    const cache = new RenderCache();
    await renderedOnce(cache, 'profile:a');
    expect(await cache.fill('profile:a', 'owner-a', page('kept'), await cache.startRender('profile:a'))).toBe(true);
    const renderAhead = vi.fn(async () => {});
    cache.storeRendersWith({ ownerChanged: () => Promise.reject(new Error('database down')), renderAhead });
    await expect(cache.invalidateOwner('owner-a')).rejects.toThrow('database down');
    expect(await cache.get('profile:a')).toBeUndefined();
    expect(renderAhead).not.toHaveBeenCalled();
  });
});
