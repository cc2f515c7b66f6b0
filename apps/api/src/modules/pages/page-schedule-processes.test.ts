import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/database';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { TEST_REDIS_URL } from '../../../test/helpers/redis';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { sendLiveNotices } from './page-schedule-job';
import { freezeDateOnWholeSecond } from '../../../test/helpers/clock';

/**
 * Two app instances on one database with their coordination in Redis (decision 023), as two
 * processes behind a proxy: at a schedule's second both serve the new state from their own
 * caches, and the "live" notice is sent once whichever instance's pass runs.
 */
describe('scheduled publishing across processes', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    other = await buildApp({ config: t.config, database: createDatabase(t.config.database), logger: false });
    await other.ready();
    owner = await createUser(t.app, { tier: 'BLAZE', username: `twin${Date.now() % 100000}` });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const notices = () =>
    t.app.db.selectFrom('notifications').select(['kind', 'title', 'body']).where('user_id', '=', owner.id).execute();

  it('both instances show the page at its publish second, and the notice goes out once', async () => {
    const start = freezeDateOnWholeSecond();
    const publishAt = new Date(start + 30_000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { type: 'ABOUT', title: 'Opening night', slug: 'opening', isPublished: true, publishAt },
    });
    expect(created.statusCode).toBe(201);
    const url = `/public/${owner.row.username}`;
    const page = `${url}/pages/opening`;
    const apps = [t.app, other];
    // Each instance keeps the profile in its own cache (kept on the second view).
    for (const app of apps) {
      for (let i = 0; i < 2; i++)
        expect((await app.inject({ method: 'GET', url })).body).not.toContain('Opening night');
      expect(app.publicCache.size).toBeGreaterThan(0);
    }

    vi.setSystemTime(publishAt.getTime() - 1000);
    for (const app of apps) {
      expect((await app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url })).body).not.toContain('Opening night');
    }
    expect(await sendLiveNotices(t.app.db)).toBe(0);

    vi.setSystemTime(publishAt);
    for (const app of apps) {
      expect((await app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url })).body).toContain('Opening night');
    }
    // Both instances' passes at once (SQLite's one writer takes them in turn), then again: one notice.
    const sent =
      inject('dialect') === 'postgres'
        ? await Promise.all([sendLiveNotices(t.app.db), sendLiveNotices(other.db)])
        : [await sendLiveNotices(t.app.db), await sendLiveNotices(other.db)];
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendLiveNotices(other.db)).toBe(0);
    expect(await notices()).toEqual([{ kind: 'page_live', title: 'Your page is live', body: 'Opening night' }]);
  });

  it('a later publish time sends the notice again, once', async () => {
    const [row] = await t.app.db.selectFrom('pages').select('id').where('user_id', '=', owner.id).execute();
    const again = new Date(Date.now() + 10_000);
    const update = await other.inject({
      method: 'PUT',
      url: `/api/pages/${row!.id}`,
      headers: owner.headers,
      payload: { publishAt: again.toISOString() },
    });
    expect(update.statusCode).toBe(200);
    expect(await sendLiveNotices(t.app.db, new Date(again.getTime() - 1000))).toBe(0);
    expect(await sendLiveNotices(t.app.db, again)).toBe(1);
    expect(await sendLiveNotices(other.db, again)).toBe(0);
    expect(await notices()).toHaveLength(2);
  });
});
