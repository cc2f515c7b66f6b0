import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_REDIS_URL } from '../../../test/helpers/redis';
import { RenderCache } from '../../modules/public-site/render-cache';
import { page, renderedOnce } from '../../modules/public-site/render-cache-test-support';
import { RedisCoordination } from './redis-coordination';

const silentLog = { error: vi.fn() };

/** Two processes' caches, each on its own connections to one Redis (decision 023). */
describe('render caches of two processes on one Redis', () => {
  const one = new RedisCoordination(TEST_REDIS_URL, silentLog);
  const two = new RedisCoordination(TEST_REDIS_URL, silentLog);
  const [cacheOne, cacheTwo] = [new RenderCache(one), new RenderCache(two)];
  beforeAll(() => Promise.all([one.ready(), two.ready()]));
  afterAll(() => Promise.all([one.close(), two.close()]));

  it('a change recorded on one process empties the other’s entry the moment it resolves', async () => {
    const owner = randomUUID();
    await renderedOnce(cacheTwo, 'profile:x', 'profile:y');
    expect(await cacheTwo.fill('profile:x', owner, page('old'), await cacheTwo.startRender('profile:x'))).toBe(true);
    expect((await cacheTwo.get('profile:x'))?.body.toString()).toBe('old');
    await cacheOne.invalidateOwner(owner);
    expect(await cacheTwo.get('profile:x')).toBeUndefined();
    // The others' entries are untouched.
    const other = randomUUID();
    await cacheTwo.fill('profile:y', other, page('y'), await cacheTwo.startRender('profile:y'));
    await cacheOne.invalidateOwner(owner);
    expect((await cacheTwo.get('profile:y'))?.body.toString()).toBe('y');
  });

  it('a render that began before a change on the other process is never kept nor served (decision 012)', async () => {
    const owner = randomUUID();
    await renderedOnce(cacheTwo, 'profile:z');
    const ticket = await cacheTwo.startRender('profile:z');
    await cacheOne.invalidateOwner(owner);
    expect(await cacheTwo.fill('profile:z', owner, page('stale'), ticket)).toBe(false);
    expect(await cacheTwo.fill('profile:z', owner, page('fresh'), await cacheTwo.startRender('profile:z'))).toBe(true);
    expect((await cacheTwo.get('profile:z'))?.body.toString()).toBe('fresh');
  });

  it('signals reach the other process’s listeners, and each process hears its own once', async () => {
    const owner = randomUUID();
    const heardByTwo: string[] = [];
    const heardByOne: string[] = [];
    // Other processes on this Redis (another test run, a server under test) signal their own owners.
    two.on('events-written', (id) => id === owner && heardByTwo.push(id));
    one.on('events-written', (id) => id === owner && heardByOne.push(id));
    one.signal('events-written', owner);
    await vi.waitFor(() => expect(heardByTwo).toEqual([owner]), { timeout: 2000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardByOne).toEqual([owner]);
  });
});

describe('without a reachable Redis', () => {
  const log = { error: vi.fn() };
  const away = new RedisCoordination('redis://127.0.0.1:1', log);
  afterAll(() => away.close());

  it('keeps and serves nothing, still records changes locally, and says so in the log', async () => {
    const cache = new RenderCache(away);
    await renderedOnce(cache, 'profile:a');
    const ticket = await cache.startRender('profile:a');
    expect(ticket).toBeUndefined();
    expect(await cache.fill('profile:a', 'owner-a', page('a'), ticket)).toBe(false);
    expect(await away.isCurrent('owner-a', { clock: 0, at: Date.now() })).toBe(false);
    const heard: string[] = [];
    away.on('owner-changed', (id) => heard.push(id));
    await expect(cache.invalidateOwner('owner-a')).resolves.toBeUndefined();
    expect(heard).toEqual(['owner-a']);
    expect(log.error).toHaveBeenCalledWith(
      expect.anything(),
      'Redis unreachable: cached public pages are not used until it is back',
    );
  });
});
