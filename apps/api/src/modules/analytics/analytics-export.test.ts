import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { rollUpDays } from './rollup';
import { at, daysAgo, earlyToday, insertEvents, todayUtc } from './rollup.test-support';

describe('GET /api/analytics/export (api-contract §7.3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const exportCsv = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/analytics/export${query}`, headers: user.headers });

  it('answers a CSV file, not the envelope: exact header, one row per day oldest first, and the file name', async () => {
    const owner = await createUser(t.app, { tier: 'RISE' });
    await insertEvents(t.app.db, owner.id, [
      { at: at(daysAgo(5)), visitor: 'a' },
      { at: at(daysAgo(5), '12:01:00.000'), visitor: 'a', type: 'page_view' },
      { at: at(daysAgo(5), '12:02:00.000'), visitor: 'b', type: 'gallery_view' },
      { at: at(daysAgo(2)), visitor: 'a', type: 'social_click' },
      { at: at(daysAgo(2), '13:00:00.000'), visitor: 'c', type: 'resume_download' },
      { at: earlyToday(), visitor: 'd' },
      { at: at(daysAgo(7)), visitor: 'e' },
    ]);
    await rollUpDays(t.app.db, owner.id, [daysAgo(7), daysAgo(5), daysAgo(2)]);

    const res = await exportCsv(owner, '?range=7d');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="analytics-7d-${todayUtc()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(
      [
        'date,profile_views,page_views,gallery_views,social_clicks,resume_downloads,unique_visitors',
        `${daysAgo(6)},0,0,0,0,0,0`,
        `${daysAgo(5)},1,1,1,0,0,2`,
        `${daysAgo(4)},0,0,0,0,0,0`,
        `${daysAgo(3)},0,0,0,0,0,0`,
        `${daysAgo(2)},0,0,0,1,1,2`,
        `${daysAgo(1)},0,0,0,0,0,0`,
        `${todayUtc()},1,0,0,0,0,1`,
        '',
      ].join('\r\n'),
    );
  });

  it('exports 30 days by default and a year for range=1y', async () => {
    const owner = await createUser(t.app, { tier: 'BLAZE' });
    const month = await exportCsv(owner);
    expect(month.headers['content-disposition']).toBe(`attachment; filename="analytics-30d-${todayUtc()}.csv"`);
    expect(month.body.split('\r\n')).toHaveLength(1 + 30 + 1);
    const year = await exportCsv(owner, '?range=1y');
    expect(year.headers['content-disposition']).toBe(`attachment; filename="analytics-1y-${todayUtc()}.csv"`);
    const lines = year.body.split('\r\n');
    expect(lines).toHaveLength(1 + 365 + 1);
    expect(lines[1]).toBe(`${daysAgo(364)},0,0,0,0,0,0`);
  });

  it('needs RISE or BLAZE: STARTER gets PLAN_LIMIT even for 7 days; a bad range is still a 400', async () => {
    const starter = await createUser(t.app);
    const res = await exportCsv(starter, '?range=7d');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'PLAN_LIMIT',
      message: 'Advanced analytics requires a RISE or BLAZE subscription',
      requiredTier: 'RISE',
    });
    const bad = await exportCsv(await createUser(t.app, { tier: 'RISE' }), '?range=2w');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Range must be one of 7d, 30d, 90d, 1y');
  });
});
