import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addDays } from './day-math';
import { rollUpDay } from './rollup';
import { at, daysAgo, insertEvents } from './rollup.test-support';

describe('daily rollups (api-contract §7.1, §13; decision 014)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The day's rows, sorted by code unit (the dialects' collations differ). */
  const storedRows = async (ownerId: string, day: string) =>
    (
      await t.app.db
        .selectFrom('analytics_daily')
        .select(['type', 'dim', 'dim_value', 'label', 'views', 'visitors'])
        .where('owner_user_id', '=', ownerId)
        .where('day', '=', day)
        .execute()
    )
      .map((row) => ({ ...row, views: Number(row.views), visitors: Number(row.visitors) }))
      .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
  const sortKey = (r: { type: string; dim: string; dim_value: string }) => [r.type, r.dim, r.dim_value].join('\u0000');

  const row = (
    type: string,
    dim: string,
    dim_value: string,
    views: number,
    visitors = 0,
    label: string | null = null,
  ) => ({
    type,
    dim,
    dim_value,
    label,
    views,
    visitors,
  });

  it('stores per-kind events and distinct visitors, distinct visitors across kinds, and visits per country, device, browser and OS', async () => {
    const owner = await createUser(t.app);
    const day = daysAgo(3);
    await insertEvents(t.app.db, owner.id, [
      { at: at(day, '08:00:00.000'), visitor: 'a', country: 'GH', session: 's1' },
      { at: at(day, '08:05:00.000'), visitor: 'a', country: 'GH', session: 's1' },
      { at: at(day, '09:00:00.000'), visitor: 'b', device: 'Mobile', browser: 'Safari', os: 'iOS', session: 's2' },
      { at: at(day, '10:00:00.000'), visitor: 'c', type: 'gallery_view', browser: null, os: null, session: 's3' },
      { at: at(day, '11:00:00.000'), visitor: 'd', type: 'resume_download', session: 's4' },
    ]);
    await rollUpDay(t.app.db, owner.id, day);
    expect(await storedRows(owner.id, day)).toEqual([
      row('all', 'total', '', 5, 4),
      row('gallery_view', 'total', '', 1, 1),
      row('profile_view', 'total', '', 3, 2),
      row('resume_download', 'total', '', 1, 1),
      // s2 alone: s3's one view is a gallery view, engagement like a click (decision 053).
      row('session', 'bounce', '', 1),
      row('session', 'duration', '', 300),
      row('session', 'source', 'direct', 4),
      row('session', 'total', '', 4),
      // A download is no visit: geo and devices count the three view kinds only.
      row('view', 'browser', '', 1, 1),
      row('view', 'browser', 'Chrome', 2, 1),
      row('view', 'browser', 'Safari', 1, 1),
      row('view', 'country', '', 2, 2),
      row('view', 'country', 'GH', 2, 1),
      row('view', 'device', 'Desktop', 3, 2),
      row('view', 'device', 'Mobile', 1, 1),
      row('view', 'os', '', 1, 1),
      row('view', 'os', 'Windows', 2, 1),
      row('view', 'os', 'iOS', 1, 1),
    ]);
  });

  it('is idempotent: rolling a day again gives the same rows, and a re-roll replaces what changed', async () => {
    const owner = await createUser(t.app);
    const day = daysAgo(2);
    await insertEvents(t.app.db, owner.id, [{ at: at(day), visitor: 'a' }]);
    await rollUpDay(t.app.db, owner.id, day);
    const first = await storedRows(owner.id, day);
    await rollUpDay(t.app.db, owner.id, day);
    expect(await storedRows(owner.id, day)).toEqual(first);

    await insertEvents(t.app.db, owner.id, [{ at: at(day, '13:00:00.000'), visitor: 'b', country: 'KE' }]);
    await rollUpDay(t.app.db, owner.id, day);
    const again = await storedRows(owner.id, day);
    expect(again.find((r) => r.type === 'profile_view')).toEqual(row('profile_view', 'total', '', 2, 2));
    expect(again.filter((r) => r.dim === 'country')).toEqual([
      row('view', 'country', '', 1, 1),
      row('view', 'country', 'KE', 1, 1),
    ]);
  });

  it('puts a session on the day of its first event, with its whole duration past midnight, its bounce and its first referrer', async () => {
    const owner = await createUser(t.app);
    const day = daysAgo(4);
    const next = addDays(day, 1);
    await insertEvents(t.app.db, owner.id, [
      // Crosses midnight: one view, then a page view 20 minutes later on the next day. Not a bounce.
      { at: at(day, '23:50:00.000'), session: 'late', source: 'social', referrerHost: 'instagram.com' },
      { at: at(next, '00:10:00.000'), session: 'late', source: 'social', type: 'page_view', referrerHost: 'x.y' },
      // One view: a bounce of 0 seconds.
      { at: at(day, '10:00:00.000'), session: 'single', source: 'search', referrerHost: 'google.com' },
      // One view and a click: no bounce, 90 seconds.
      { at: at(day, '11:00:00.000'), session: 'click', source: 'search', referrerHost: 'google.com' },
      { at: at(day, '11:01:30.000'), session: 'click', source: 'search', type: 'social_click', label: 'github' },
      // Only a download: a session, but no view, so no bounce.
      { at: at(day, '12:00:00.000'), session: 'download', type: 'resume_download' },
      // Begins on the next day: counted there.
      { at: at(next, '00:05:00.000'), session: 'tomorrow', source: 'referral', referrerHost: 'blog.example' },
    ]);
    await rollUpDay(t.app.db, owner.id, day);
    await rollUpDay(t.app.db, owner.id, next);
    const sessions = (rows: Awaited<ReturnType<typeof storedRows>>) => rows.filter((r) => r.type === 'session');
    expect(sessions(await storedRows(owner.id, day))).toEqual([
      row('session', 'bounce', '', 1),
      row('session', 'duration', '', 1200 + 90),
      row('session', 'referrer', 'search google.com', 2),
      row('session', 'referrer', 'social instagram.com', 1),
      row('session', 'source', 'direct', 1),
      row('session', 'source', 'search', 2),
      row('session', 'source', 'social', 1),
      row('session', 'total', '', 4),
    ]);
    expect(sessions(await storedRows(owner.id, next))).toEqual([
      row('session', 'bounce', '', 1),
      row('session', 'duration', '', 0),
      row('session', 'referrer', 'referral blog.example', 1),
      row('session', 'source', 'referral', 1),
      row('session', 'total', '', 1),
    ]);
  });

  it('keeps views per page and clicks per link, a deleted target keyed by the title or platform it had', async () => {
    const owner = await createUser(t.app);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { type: 'CUSTOM', title: 'Work', slug: 'work' },
    });
    const pageId = page.json().data.page.id as string;
    const day = daysAgo(1);
    await insertEvents(t.app.db, owner.id, [
      { at: at(day, '01:00:00.000'), type: 'page_view', pageId, label: 'Work', visitor: 'a' },
      { at: at(day, '02:00:00.000'), type: 'page_view', pageId, label: 'Work (renamed)', visitor: 'b' },
      { at: at(day, '03:00:00.000'), type: 'page_view', pageId: null, label: 'Gone', visitor: 'a' },
      { at: at(day, '04:00:00.000'), type: 'social_click', linkId: null, label: 'twitter', visitor: 'a' },
    ]);
    await rollUpDay(t.app.db, owner.id, day);
    const rows = await storedRows(owner.id, day);
    expect(rows.filter((r) => r.dim === 'page')).toEqual([
      row('page_view', 'page', '#Gone', 1, 1, 'Gone'),
      row('page_view', 'page', pageId, 2, 2, 'Work (renamed)'),
    ]);
    expect(rows.filter((r) => r.dim === 'link')).toEqual([row('social_click', 'link', '#twitter', 1, 1, 'twitter')]);
  });

  it('puts an event at 23:59:59.999 and one at 00:00:00.000 on different days', async () => {
    const owner = await createUser(t.app);
    const day = daysAgo(6);
    const next = addDays(day, 1);
    await insertEvents(t.app.db, owner.id, [
      { at: at(day, '23:59:59.999'), visitor: 'a' },
      { at: at(next, '00:00:00.000'), visitor: 'a', type: 'page_view' },
    ]);
    await rollUpDay(t.app.db, owner.id, day);
    await rollUpDay(t.app.db, owner.id, next);
    const totals = async (d: string) =>
      (await storedRows(owner.id, d)).filter((r) => r.dim === 'total' && r.type !== 'session');
    expect(await totals(day)).toEqual([row('all', 'total', '', 1, 1), row('profile_view', 'total', '', 1, 1)]);
    expect(await totals(next)).toEqual([row('all', 'total', '', 1, 1), row('page_view', 'total', '', 1, 1)]);
  });

  it("rolls one owner's day without touching another owner's rows", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const day = daysAgo(5);
    await insertEvents(t.app.db, a.id, [{ at: at(day) }]);
    await insertEvents(t.app.db, b.id, [{ at: at(day) }, { at: at(day, '13:00:00.000') }]);
    await rollUpDay(t.app.db, b.id, day);
    await rollUpDay(t.app.db, a.id, day);
    await rollUpDay(t.app.db, a.id, day);
    expect((await storedRows(a.id, day)).find((r) => r.type === 'profile_view')?.views).toBe(1);
    expect((await storedRows(b.id, day)).find((r) => r.type === 'profile_view')?.views).toBe(2);
  });
});
