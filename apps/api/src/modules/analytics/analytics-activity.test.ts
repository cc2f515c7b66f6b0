import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { rollUpDays } from './rollup';
import { at, daysAgo, earlyToday, insertEvents } from './rollup.test-support';

describe('analytics activity (api-contract §1.5, §7.3) and ownership', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const activity = async (user: TestUser, query = '') => {
    const res = await get(user, `/api/analytics/activity${query}`);
    expect(res.statusCode, query).toBe(200);
    return res.json().data as { activity: Array<Record<string, unknown>>; nextBefore: string | null };
  };

  it('shapes each event as an ActivityEvent: title, platform or referrer host as details, the country by name', async () => {
    const owner = await createUser(t.app);
    const [view, page, click, download, gallery] = await insertEvents(t.app.db, owner.id, [
      { at: at(daysAgo(1), '10:00:00.000'), referrerHost: 'instagram.com', country: 'GH', device: 'Mobile' },
      { at: at(daysAgo(1), '10:01:00.000'), type: 'page_view', label: 'About me', referrerHost: 'x.com' },
      { at: at(daysAgo(1), '10:02:00.000'), type: 'social_click', label: 'github', country: 'DE', device: 'Tablet' },
      { at: at(daysAgo(1), '10:03:00.000'), type: 'resume_download', country: 'QQ' },
      { at: at(daysAgo(1), '10:04:00.000'), type: 'gallery_view' },
    ]);
    const createdAt = (time: string) => at(daysAgo(1), time).toISOString();
    expect(await activity(owner)).toEqual({
      activity: [
        {
          id: gallery,
          event: 'gallery_view',
          details: null,
          createdAt: createdAt('10:04:00.000'),
          country: null,
          countryCode: null,
          device: 'Desktop',
        },
        {
          id: download,
          event: 'resume_download',
          details: null,
          createdAt: createdAt('10:03:00.000'),
          country: null,
          countryCode: null,
          device: 'Desktop',
        },
        {
          id: click,
          event: 'social_click',
          details: 'github',
          createdAt: createdAt('10:02:00.000'),
          country: 'Germany',
          countryCode: 'DE',
          device: 'Tablet',
        },
        {
          id: page,
          event: 'page_view',
          details: 'About me',
          createdAt: createdAt('10:01:00.000'),
          country: null,
          countryCode: null,
          device: 'Desktop',
        },
        {
          id: view,
          event: 'profile_view',
          details: 'instagram.com',
          createdAt: createdAt('10:00:00.000'),
          country: 'Ghana',
          countryCode: 'GH',
          device: 'Mobile',
        },
      ],
      nextBefore: null,
    });
  });

  it('pages newest first with the before cursor, never splitting events of the same millisecond across pages', async () => {
    const owner = await createUser(t.app);
    const day = daysAgo(2);
    const times = ['10:00:05.000', '10:00:04.000', '10:00:03.000', '10:00:03.000', '10:00:02.000', '10:00:01.000'];
    const ids = await insertEvents(
      t.app.db,
      owner.id,
      times.map((time) => ({ at: at(day, time) })),
    );
    const pages: string[][] = [];
    const cursors: Array<string | null> = [];
    let before = '';
    for (;;) {
      const page = await activity(owner, `?limit=2${before ? `&before=${encodeURIComponent(before)}` : ''}`);
      pages.push(page.activity.map((e) => e.id as string));
      cursors.push(page.nextBefore);
      if (!page.nextBefore) break;
      before = page.nextBefore;
    }
    // The two events of 10:00:03 do not fit behind 10:00:04, so they open the next page together.
    const [e5, e4, e3a, e3b, e2, e1] = ids;
    const [newer, older] = [e3a, e3b].sort().reverse();
    expect(pages).toEqual([
      [e5, e4],
      [newer, older],
      [e2, e1],
    ]);
    expect(cursors).toEqual([at(day, '10:00:04.000').toISOString(), at(day, '10:00:03.000').toISOString(), null]);

    const tie = await activity(owner, '?limit=3');
    expect(tie.activity.map((e) => e.id)).toEqual([e5, e4]);
    expect(tie.nextBefore).toBe(at(day, '10:00:04.000').toISOString());
    expect((await activity(owner, '?limit=100')).activity).toHaveLength(6);
    expect((await activity(owner)).activity).toHaveLength(6);
  });

  it('refuses a limit outside 1..100 and a before that is not an ISO timestamp', async () => {
    const owner = await createUser(t.app);
    for (const limit of ['0', '101', 'abc', '-5', '2.5']) {
      const res = await get(owner, `/api/analytics/activity?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'Limit must be between 1 and 100',
        errors: [{ path: 'limit', message: 'Limit must be between 1 and 100' }],
      });
    }
    for (const before of ['yesterday', '2025-13-40T00:00:00Z', '1700000000000', '2025-01-01']) {
      const res = await get(owner, `/api/analytics/activity?before=${before}`);
      expect(res.statusCode, before).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'Before must be an ISO timestamp',
        errors: [{ path: 'before', message: 'Before must be an ISO timestamp' }],
      });
    }
  });

  it('shows STARTER the activity of the last 30 days, like its windows; RISE sees older events', async () => {
    const starter = await createUser(t.app);
    const rise = await createUser(t.app, { tier: 'RISE' });
    for (const owner of [starter, rise]) {
      await insertEvents(t.app.db, owner.id, [
        { at: at(daysAgo(29), '00:00:00.000') },
        { at: at(daysAgo(30), '23:59:59.999') },
      ]);
    }
    expect((await activity(starter)).activity).toHaveLength(1);
    expect((await activity(rise)).activity).toHaveLength(2);
  });

  it("never shows one account's events to another", async () => {
    const a = await createUser(t.app, { tier: 'RISE' });
    const b = await createUser(t.app, { tier: 'RISE' });
    await insertEvents(t.app.db, a.id, [
      {
        at: at(daysAgo(1)),
        country: 'GH',
        source: 'social',
        referrerHost: 'instagram.com',
        type: 'page_view',
        label: 'A',
      },
      { at: at(daysAgo(1), '12:01:00.000'), type: 'social_click', label: 'github' },
      { at: earlyToday(), country: 'GH' },
    ]);
    await rollUpDays(t.app.db, a.id, [daysAgo(1)]);
    // B rolls the same day too: B's rollup must not pick up A's events.
    await rollUpDays(t.app.db, b.id, [daysAgo(1)]);

    const seen = async (user: TestUser) => ({
      summary: (await get(user, '/api/analytics/summary')).json().data,
      trends: (await get(user, '/api/analytics/trends?days=2')).json().data.trends,
      geo: (await get(user, '/api/analytics/geo')).json().data,
      devices: (await get(user, '/api/analytics/devices')).json().data.totalVisits,
      overview: (await get(user, '/api/analytics/overview')).json().data,
      sources: (await get(user, '/api/analytics/sources')).json().data.totalSessions,
      activity: (await get(user, '/api/analytics/activity')).json().data.activity,
      csv: (await get(user, '/api/analytics/export?range=7d')).body,
    });
    const forA = await seen(a);
    expect(forA.summary.totalViews).toBe(2);
    expect(forA.summary.recentActivity).toHaveLength(3);
    expect(forA.geo.totalVisits).toBe(2);
    expect(forA.overview.topPages).toHaveLength(1);
    expect(forA.sources).toBe(3);

    const forB = await seen(b);
    expect(forB.summary).toMatchObject({ totalViews: 0, socialClicks: 0, uniqueVisitors: 0, recentActivity: [] });
    expect(forB.trends.map((d: { totalViews: number }) => d.totalViews)).toEqual([0, 0]);
    expect(forB.geo).toEqual({ geoStats: [], totalVisits: 0 });
    expect(forB.devices).toBe(0);
    expect(forB.overview.topPages).toEqual([]);
    expect(forB.overview.topLinks).toEqual([]);
    expect(forB.overview.metrics.sessions.value).toBe(0);
    expect(forB.sources).toBe(0);
    expect(forB.activity).toEqual([]);
    expect(
      forB.csv
        .split('\r\n')
        .slice(1, -1)
        .every((row: string) => row.endsWith(',0,0,0,0,0,0')),
    ).toBe(true);
  });
});
