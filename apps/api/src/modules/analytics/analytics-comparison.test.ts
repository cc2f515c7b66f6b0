import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { at, daysAgo, earlyToday, recordRolledUp, type EventSpec } from './rollup.test-support';

describe('analytics changes that compare like with like (decision 053)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const data = async (user: TestUser, url: string) => {
    const res = await get(user, url);
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };

  const record = (owner: TestUser, events: EventSpec[]) => recordRolledUp(t.app.db, owner.id, events);

  it('leaves the partial today out of every change, gives the bounce rate change in points, and a resume download is no bounce', async () => {
    const owner = await createUser(t.app);
    await record(owner, [
      // Full days: s1 a bounce; s2 a view and a resume download 30 s later, engaged.
      { at: at(daysAgo(1), '08:00:00.000'), session: 's1', visitor: 'a' },
      { at: at(daysAgo(1), '09:00:00.000'), session: 's2', visitor: 'b' },
      { at: at(daysAgo(1), '09:00:30.000'), session: 's2', visitor: 'b', type: 'resume_download' },
      // The 6 days before them: three bounces and a view with a click 60 s later.
      { at: at(daysAgo(8), '08:00:00.000'), session: 's3', visitor: 'c' },
      { at: at(daysAgo(8), '09:00:00.000'), session: 's4', visitor: 'd' },
      { at: at(daysAgo(8), '10:00:00.000'), session: 's5', visitor: 'e' },
      { at: at(daysAgo(8), '11:00:00.000'), session: 's6', visitor: 'f' },
      { at: at(daysAgo(8), '11:01:00.000'), session: 's6', visitor: 'f', type: 'social_click', label: 'github' },
      // 13 days ago: in the 7 days before the window, not in the 6 days the full days are compared with.
      { at: at(daysAgo(13)), session: 's7', visitor: 'g' },
      // Today, still counting: a bounce.
      { at: earlyToday(), session: 's8', visitor: 'h' },
    ]);
    const { metrics } = await data(owner, '/api/analytics/overview?range=7d');
    expect(metrics).toEqual({
      totalViews: { value: 3, previous: 4, change: -50 },
      uniqueVisitors: { value: 3, previous: 4, change: -50 },
      profileViews: { value: 3, previous: 4, change: -50 },
      pageViews: { value: 0, previous: 0, change: null },
      galleryViews: { value: 0, previous: 0, change: null },
      socialClicks: { value: 0, previous: 1, change: -100 },
      resumeDownloads: { value: 1, previous: 0, change: null },
      sessions: { value: 3, previous: 4, change: -50 },
      // 2 of 3 with today; the full days' 50 % against 75 %: 25 points down, not "-33.3 %".
      bounceRate: { value: 66.7, previous: 75, change: -25 },
      // (0 + 30 + 0) / 3 with today; the full days' 15 s against 60 / 4 = 15 s.
      avgSessionDuration: { value: 10, previous: 15, change: 0 },
    });

    // A window of today alone has no full day to compare.
    const today = await data(owner, '/api/analytics/overview?days=1');
    expect(today.metrics.totalViews).toEqual({ value: 1, previous: null, change: null });
    expect(today.metrics.bounceRate).toEqual({ value: 100, previous: null, change: null });
  });
});
