import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { CHROME_DESKTOP } from './analytics.test-support';
import { earlyToday, insertEvents, todayUtc } from './rollup.test-support';
import { TodayFigures } from './today-cache';
import { TOTALS, countsOf } from './totals';

/** Today's figures are kept per owner between writes (decision 014, "Speed"), never past one. */
describe("today's figures, reused until the owner's events are written", () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const data = async (user: TestUser, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };

  /** What the three reads say about today: the summary, today's trend and the overview. */
  async function readToday(owner: TestUser) {
    const summary = await data(owner, '/api/analytics/summary?days=7');
    const trends = await data(owner, '/api/analytics/trends?days=7');
    const overview = await data(owner, '/api/analytics/overview?range=7d');
    return {
      summary: { profileViews: summary.profileViews, uniqueVisitors: summary.uniqueVisitors },
      trend: trends.trends.at(-1),
      overview: { profileViews: overview.metrics.profileViews.value, sessions: overview.metrics.sessions.value },
    };
  }

  /** A visitor's profile view through the real capture path, then the batch writer's flush. */
  async function visit(username: string): Promise<void> {
    ip += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/events',
      remoteAddress: `198.51.100.${ip}`,
      headers: { 'user-agent': CHROME_DESKTOP },
      payload: { type: 'profile_view', username },
    });
    expect(res.statusCode).toBe(204);
    await t.app.analyticsWriter.flush();
  }

  it('shows an event on the next read once the writer has flushed it, after today was read and kept', async () => {
    const owner = await createUser(t.app, { username: 'abena' });
    const before = await readToday(owner);
    expect(before).toEqual({
      summary: { profileViews: 0, uniqueVisitors: 0 },
      trend: expect.objectContaining({ date: todayUtc(), profileViews: 0, uniqueVisitors: 0 }),
      overview: { profileViews: 0, sessions: 0 },
    });

    await visit('abena');

    expect(await readToday(owner)).toEqual({
      summary: { profileViews: 1, uniqueVisitors: 1 },
      trend: expect.objectContaining({ date: todayUtc(), profileViews: 1, uniqueVisitors: 1 }),
      overview: { profileViews: 1, sessions: 1 },
    });
  });

  it('computes today once between writes: a row that bypasses the writer is counted with the next write', async () => {
    const owner = await createUser(t.app, { username: 'kwesi' });
    const other = await createUser(t.app, { username: 'yaw' });
    expect((await readToday(owner)).summary.profileViews).toBe(0);
    expect((await readToday(other)).summary.profileViews).toBe(0);

    // Written straight into the table, as no part of the app does: the kept figures are reused.
    await insertEvents(t.app.db, owner.id, [{ at: earlyToday(), visitor: 'straight' }]);
    expect((await readToday(owner)).summary.profileViews).toBe(0);

    // Another owner's write leaves this owner's figures alone; this owner's next write drops them.
    await visit('yaw');
    expect((await readToday(owner)).summary.profileViews).toBe(0);
    await visit('kwesi');
    expect((await readToday(owner)).summary).toEqual({ profileViews: 2, uniqueVisitors: 2 });
    expect((await readToday(other)).summary).toEqual({ profileViews: 1, uniqueVisitors: 1 });
  });

  it("drops an owner's figures when another process signals it wrote their events (decision 023)", async () => {
    const owner = await createUser(t.app, { username: 'akosua' });
    expect((await readToday(owner)).summary.profileViews).toBe(0);
    // What another process's writer does: the row lands in the shared table, then the signal.
    await insertEvents(t.app.db, owner.id, [{ at: earlyToday(), visitor: 'elsewhere' }]);
    t.app.coordination.signal('events-written', owner.id);
    expect((await readToday(owner)).summary).toEqual({ profileViews: 1, uniqueVisitors: 1 });
  });

  describe('TodayFigures', () => {
    const profileViews = async (cache: TodayFigures, owner: TestUser) =>
      countsOf(await cache.of(owner.id, todayUtc(), TOTALS.part)).profileViews;

    it('recomputes an entry older than 30 seconds, so a write from another process shows within that', async () => {
      let now = 1_000_000;
      const cache = new TodayFigures(t.app.db, { now: () => now });
      const owner = await createUser(t.app);
      expect(await profileViews(cache, owner)).toBe(0);
      await insertEvents(t.app.db, owner.id, [{ at: earlyToday() }]);
      now += 30_000;
      expect(await profileViews(cache, owner)).toBe(0);
      now += 1;
      expect(await profileViews(cache, owner)).toBe(1);
    });

    it('keeps at most maxOwners, dropping the one read longest ago', async () => {
      const cache = new TodayFigures(t.app.db, { maxOwners: 2 });
      const [a, b, c] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
      for (const owner of [a, b, a, c]) expect(await profileViews(cache, owner)).toBe(0);
      for (const owner of [a, b, c]) await insertEvents(t.app.db, owner.id, [{ at: earlyToday() }]);
      // b was read longest ago when c came in: only b is computed again.
      expect(await profileViews(cache, b)).toBe(1);
      expect(await profileViews(cache, c)).toBe(0);
    });
  });
});
