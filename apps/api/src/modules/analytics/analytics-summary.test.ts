import { ANALYTICS_MESSAGES } from '@sparklink/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { daysFrom } from './day-math';
import { at, daysAgo, earlyToday, todayUtc, insertEvents, recordRolledUp, type EventSpec } from './rollup.test-support';

describe('analytics summary and trends, windows and plans (api-contract §7.1, §7.2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });

  const record = (owner: TestUser, events: EventSpec[]) => recordRolledUp(t.app.db, owner.id, events);

  it('sums each kind over the last N days including today and over the N days before, unique visitors per day summed', async () => {
    const owner = await createUser(t.app);
    await record(owner, [
      // Yesterday: visitors a, b and c.
      { at: at(daysAgo(1), '10:00:00.000'), visitor: 'a' },
      { at: at(daysAgo(1), '10:00:20.000'), visitor: 'a' },
      { at: at(daysAgo(1), '10:01:00.000'), visitor: 'a', type: 'page_view', label: 'About' },
      { at: at(daysAgo(1), '11:00:00.000'), visitor: 'b', type: 'gallery_view' },
      { at: at(daysAgo(1), '11:05:00.000'), visitor: 'a', type: 'social_click', label: 'github' },
      { at: at(daysAgo(1), '12:00:00.000'), visitor: 'c', type: 'resume_download' },
      // The window's first day: visitor a again, a new unique visitor of that day.
      { at: at(daysAgo(6), '09:00:00.000'), visitor: 'a' },
      // Today, read from raw events.
      { at: earlyToday(), visitor: 'd' },
      // The previous period: its last and its first day.
      { at: at(daysAgo(7)), visitor: 'x' },
      { at: at(daysAgo(7), '13:00:00.000'), visitor: 'y', type: 'page_view', label: 'About' },
      { at: at(daysAgo(13)), visitor: 'z', type: 'gallery_view' },
      // Before both periods: never counted.
      { at: at(daysAgo(14), '23:59:59.999'), visitor: 'old' },
    ]);
    const res = await get(owner, '/api/analytics/summary?days=7');
    expect(res.statusCode).toBe(200);
    const { recentActivity, ...summary } = res.json().data;
    expect(summary).toEqual({
      profileViews: 4,
      totalViews: 6,
      pageViews: 1,
      galleryViews: 1,
      socialClicks: 1,
      resumeDownloads: 1,
      uniqueVisitors: 3 + 1 + 1,
      previousProfileViews: 1,
      previousTotalViews: 3,
      previousPageViews: 1,
      previousGalleryViews: 1,
      previousSocialClicks: 0,
      previousResumeDownloads: 0,
      previousUniqueVisitors: 2 + 1,
      // Like with like (decision 053): the 6 full days (without d, today) against the 6 days before
      // them (13 days ago is in the previous 7 days, not in those 6).
      changes: {
        profileViews: 200,
        totalViews: 150,
        pageViews: 0,
        galleryViews: null,
        socialClicks: null,
        resumeDownloads: null,
        uniqueVisitors: 100,
      },
      period: { days: 7, from: daysAgo(6), to: todayUtc() },
    });
    expect(recentActivity.map((e: { event: string }) => e.event)).toEqual([
      'profile_view',
      'resume_download',
      'social_click',
      'gallery_view',
      'page_view',
    ]);
    expect(recentActivity[2]).toMatchObject({ details: 'github', device: 'Desktop', country: null });
  });

  it('lists every day of the window in trends, oldest first, zero-filled, with the period text', async () => {
    const owner = await createUser(t.app);
    await record(owner, [
      { at: at(daysAgo(4)), visitor: 'a' },
      { at: at(daysAgo(4), '12:30:00.000'), visitor: 'b', type: 'page_view' },
      { at: at(daysAgo(4), '13:00:00.000'), visitor: 'b', type: 'social_click' },
      { at: at(daysAgo(2)), visitor: 'a', type: 'gallery_view' },
      { at: earlyToday(), visitor: 'c' },
    ]);
    const res = await get(owner, '/api/analytics/trends?days=7');
    expect(res.statusCode).toBe(200);
    const zero = { profileViews: 0, pageViews: 0, galleryViews: 0, socialClicks: 0, totalViews: 0, uniqueVisitors: 0 };
    const expected = daysFrom(daysAgo(6), todayUtc()).map((date) => ({ date, ...zero }));
    expected[2] = { ...expected[2]!, profileViews: 1, pageViews: 1, socialClicks: 1, totalViews: 2, uniqueVisitors: 2 };
    expected[4] = { ...expected[4]!, galleryViews: 1, totalViews: 1, uniqueVisitors: 1 };
    expected[6] = { ...expected[6]!, profileViews: 1, totalViews: 1, uniqueVisitors: 1 };
    expect(res.json().data).toEqual({ trends: expected, period: '7 days' });
  });

  it('reads past days from their rollup and today from raw events; a marked day is rolled before the answer', async () => {
    const owner = await createUser(t.app);
    await insertEvents(t.app.db, owner.id, [{ at: at(daysAgo(1)) }, { at: earlyToday() }]);
    const views = async () => (await get(owner, '/api/analytics/summary?days=2')).json().data.profileViews;
    expect(await views()).toBe(1);
    t.app.analyticsRollups.markDirty(owner.id, daysAgo(1));
    expect(await views()).toBe(2);
  });

  it('puts an event at 23:59:59.999 UTC and one at 00:00:00.000 UTC on different days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-10T00:00:30.000Z'));
    const owner = await createUser(t.app);
    await record(owner, [
      { at: new Date('2031-03-09T23:59:59.999Z') },
      { at: new Date('2031-03-10T00:00:00.000Z'), type: 'page_view' },
    ]);
    const trends = (await get(owner, '/api/analytics/trends?days=2')).json().data.trends;
    expect(
      trends.map((d: { date: string; profileViews: number; pageViews: number }) => [
        d.date,
        d.profileViews,
        d.pageViews,
      ]),
    ).toEqual([
      ['2031-03-09', 1, 0],
      ['2031-03-10', 0, 1],
    ]);
    const today = (await get(owner, '/api/analytics/summary?days=1')).json().data;
    expect([today.profileViews, today.pageViews, today.previousProfileViews, today.period]).toEqual([
      0,
      1,
      1,
      { days: 1, from: '2031-03-10', to: '2031-03-10' },
    ]);
  });

  describe('the window: days=N or range= (api-contract §7.1)', () => {
    const periodDays = async (user: TestUser, query: string) => {
      const res = await get(user, `/api/analytics/summary${query}`);
      expect(res.statusCode).toBe(200);
      return res.json().data.period.days;
    };

    it('defaults to 30 days and takes days=N, the range tokens, and the tokens in days (the older screen sends days=7d)', async () => {
      const rise = await createUser(t.app, { tier: 'RISE' });
      expect(await periodDays(rise, '')).toBe(30);
      expect(await periodDays(rise, '?days=1')).toBe(1);
      expect(await periodDays(rise, '?days=14')).toBe(14);
      expect(await periodDays(rise, '?days=365')).toBe(365);
      expect(await periodDays(rise, '?days=7d')).toBe(7);
      expect(await periodDays(rise, '?days=1y')).toBe(365);
      expect(await periodDays(rise, '?range=90d')).toBe(90);
      expect(await periodDays(rise, '?range=30d')).toBe(30);
      const trends = (await get(rise, '/api/analytics/trends?range=1y')).json().data;
      expect(trends.trends).toHaveLength(365);
      expect(trends.period).toBe('365 days');
      expect(trends.trends[0].date).toBe(daysAgo(364));
    });

    it('refuses days outside 1..365 and unknown ranges with the two exact messages', async () => {
      const user = await createUser(t.app, { tier: 'BLAZE' });
      for (const days of ['0', '366', '-1', 'abc', '14d', '7.5', '1e2']) {
        const res = await get(user, `/api/analytics/trends?days=${days}`);
        expect(res.statusCode, days).toBe(400);
        expect(res.json()).toEqual({
          status: 'ERROR',
          code: 'VALIDATION_ERROR',
          message: 'Days parameter must be between 1 and 365',
          errors: [{ path: 'days', message: 'Days parameter must be between 1 and 365' }],
        });
      }
      for (const range of ['7', '2w', '365d', '1Y']) {
        const res = await get(user, `/api/analytics/geo?range=${range}`);
        expect(res.statusCode, range).toBe(400);
        expect(res.json()).toEqual({
          status: 'ERROR',
          code: 'VALIDATION_ERROR',
          message: 'Range must be one of 7d, 30d, 90d, 1y',
          errors: [{ path: 'range', message: 'Range must be one of 7d, 30d, 90d, 1y' }],
        });
      }
      expect(ANALYTICS_MESSAGES.daysOutOfRange).toBe('Days parameter must be between 1 and 365');
    });

    it('gives STARTER up to 30 days and asks for RISE beyond; RISE and BLAZE read a year; a lapsed RISE is STARTER', async () => {
      const starter = await createUser(t.app);
      const planLimit = {
        status: 'ERROR',
        code: 'PLAN_LIMIT',
        message: 'Advanced analytics requires a RISE or BLAZE subscription',
        requiredTier: 'RISE',
      };
      expect(await periodDays(starter, '?days=30')).toBe(30);
      for (const url of [
        '/api/analytics/summary?days=31',
        '/api/analytics/trends?days=90d',
        '/api/analytics/geo?range=90d',
        '/api/analytics/devices?range=1y',
        '/api/analytics/overview?range=90d',
        '/api/analytics/sources?range=1y',
      ]) {
        const res = await get(starter, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toEqual(planLimit);
      }
      const lapsed = await createUser(t.app, { tier: 'RISE', tierDays: -1 });
      expect((await get(lapsed, '/api/analytics/summary?days=31')).json()).toEqual(planLimit);
      expect(await periodDays(await createUser(t.app, { tier: 'RISE' }), '?days=31')).toBe(31);
      expect(await periodDays(await createUser(t.app, { tier: 'BLAZE' }), '?range=1y')).toBe(365);
    });

    it('needs a Bearer token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/analytics/summary' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access token required' });
    });
  });
});
