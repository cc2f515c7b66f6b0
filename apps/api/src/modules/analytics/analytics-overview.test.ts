import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { rollUpDays } from './rollup';
import { at, daysAgo, earlyToday, todayUtc, insertEvents, recordRolledUp, type EventSpec } from './rollup.test-support';

describe('analytics overview, sources, geo and devices (api-contract §7.2, §7.3)', () => {
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

  it('gives each metric its value, the value it is compared with and the change with one decimal, null when that is 0', async () => {
    const owner = await createUser(t.app);
    await record(owner, [
      // Current period. s1: one view, a bounce of 0 s.
      { at: at(daysAgo(2), '10:00:00.000'), session: 's1', visitor: 'a' },
      // s2: a view and a click, 100 s.
      { at: at(daysAgo(2), '11:00:00.000'), session: 's2', visitor: 'b' },
      { at: at(daysAgo(2), '11:01:40.000'), session: 's2', visitor: 'b', type: 'social_click', label: 'github' },
      // s3: two views of a page deleted since, 200 s.
      { at: at(daysAgo(1), '10:00:00.000'), session: 's3', visitor: 'c', type: 'page_view', label: 'About' },
      { at: at(daysAgo(1), '10:03:20.000'), session: 's3', visitor: 'c', type: 'page_view', label: 'About' },
      // s4, today: one view, a bounce.
      { at: earlyToday(), session: 's4', visitor: 'd' },
      // The 6 days before the full days. s5: two views, 60 s; s6: one view, a bounce; s7: one
      // gallery view, which is engagement, not a bounce.
      { at: at(daysAgo(8), '09:00:00.000'), session: 's5', visitor: 'e' },
      { at: at(daysAgo(8), '09:01:00.000'), session: 's5', visitor: 'e' },
      { at: at(daysAgo(9)), session: 's6', visitor: 'f' },
      { at: at(daysAgo(10)), session: 's7', visitor: 'g', type: 'gallery_view' },
    ]);
    const overview = await data(owner, '/api/analytics/overview?range=7d');
    expect(overview).toEqual({
      range: '7d',
      from: daysAgo(6),
      to: todayUtc(),
      // Values include today; changes compare the 6 full days (without s4) with the 6 days before.
      metrics: {
        totalViews: { value: 5, previous: 4, change: 0 },
        uniqueVisitors: { value: 4, previous: 3, change: 0 },
        profileViews: { value: 3, previous: 3, change: -33.3 },
        pageViews: { value: 2, previous: 0, change: null },
        galleryViews: { value: 0, previous: 1, change: -100 },
        socialClicks: { value: 1, previous: 0, change: null },
        resumeDownloads: { value: 0, previous: 0, change: null },
        sessions: { value: 4, previous: 3, change: 0 },
        // 2 of 4 sessions; the full days' 1 of 3 against 1 of 3, in percentage points.
        bounceRate: { value: 50, previous: 33.3, change: 0 },
        // (0 + 100 + 200 + 0) / 4; the full days' 300 / 3 against (60 + 0 + 0) / 3.
        avgSessionDuration: { value: 75, previous: 20, change: 400 },
      },
      topPages: [{ pageId: null, title: 'About', slug: null, views: 2 }],
      topLinks: [{ linkId: null, platform: 'github', title: 'github', url: null, clicks: 1 }],
    });
  });

  it('has no bounce rate or session duration without sessions, and measures every other number as 0', async () => {
    const owner = await createUser(t.app);
    const overview = await data(owner, '/api/analytics/overview');
    expect(overview.range).toBe('30d');
    const empty = { value: 0, previous: 0, change: null };
    expect(overview.metrics).toEqual({
      totalViews: empty,
      uniqueVisitors: empty,
      profileViews: empty,
      pageViews: empty,
      galleryViews: empty,
      socialClicks: empty,
      resumeDownloads: empty,
      sessions: empty,
      bounceRate: { value: null, previous: null, change: null },
      avgSessionDuration: { value: null, previous: null, change: null },
    });
    expect(await data(owner, '/api/analytics/sources')).toEqual({
      range: '30d',
      totalSessions: 0,
      sources: [
        { source: 'direct', label: 'Direct', sessions: 0, percentage: 0 },
        { source: 'social', label: 'Social Media', sessions: 0, percentage: 0 },
        { source: 'search', label: 'Search Engines', sessions: 0, percentage: 0 },
        { source: 'referral', label: 'Referrals', sessions: 0, percentage: 0 },
      ],
      referrers: [],
    });
    expect(await data(owner, '/api/analytics/geo')).toEqual({ geoStats: [], totalVisits: 0 });
    expect(await data(owner, '/api/analytics/devices')).toEqual({
      deviceStats: [],
      browserStats: [],
      osStats: [],
      totalVisits: 0,
    });
  });

  it('lists the 5 most viewed pages with their current title and slug, a deleted page by the title it had', async () => {
    const owner = await createUser(t.app, { tier: 'BLAZE' });
    const ids: Record<string, string> = {};
    for (const [slug, title] of [
      ['one', 'One'],
      ['two', 'Two'],
      ['three', 'Three'],
      ['four', 'Four'],
      ['five', 'Five'],
      ['six', 'Six'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pages',
        headers: owner.headers,
        payload: { type: 'CUSTOM', title, slug },
      });
      ids[slug] = res.json().data.page.id;
    }
    const views = (slug: string, label: string, count: number, when: () => Date) =>
      Array.from({ length: count }, (_, i) => ({
        at: new Date(when().getTime() + i),
        type: 'page_view' as const,
        pageId: ids[slug],
        label,
        visitor: `v${i}`,
      }));
    await record(owner, [
      ...views('one', 'One', 3, () => at(daysAgo(1))),
      ...views('one', 'One', 2, () => earlyToday()),
      ...views('two', 'Two', 4, () => at(daysAgo(2))),
      ...views('three', 'Three', 3, () => at(daysAgo(3))),
      ...views('four', 'Four', 2, () => at(daysAgo(3), '15:00:00.000')),
      ...views('five', 'Five', 1, () => at(daysAgo(4))),
      ...views('six', 'Six', 1, () => at(daysAgo(4), '15:00:00.000')),
      // Outside the window: never counted.
      ...views('six', 'Six', 9, () => at(daysAgo(40))),
    ]);
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${ids.two}`,
      headers: owner.headers,
      payload: { title: 'Two, renamed', slug: 'two-renamed' },
    });
    expect(rename.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/pages/${ids.four}`, headers: owner.headers })).statusCode,
    ).toBe(200);
    // A view of today, written before the delete: its page id is now null, its title kept.
    await insertEvents(t.app.db, owner.id, [{ at: earlyToday(), type: 'page_view', pageId: null, label: 'Four' }]);

    const { topPages } = await data(owner, '/api/analytics/overview?range=7d');
    expect(topPages).toEqual([
      { pageId: ids.one, title: 'One', slug: 'one', views: 5 },
      { pageId: ids.two, title: 'Two, renamed', slug: 'two-renamed', views: 4 },
      { pageId: null, title: 'Four', slug: null, views: 3 },
      { pageId: ids.three, title: 'Three', slug: 'three', views: 3 },
      { pageId: ids.five, title: 'Five', slug: 'five', views: 1 },
    ]);
  });

  it('lists the 5 most clicked links with their current platform and URL, a removed link by its platform', async () => {
    const owner = await createUser(t.app);
    const put = (links: unknown[]) =>
      t.app.inject({ method: 'PUT', url: '/api/profile/social-links', headers: owner.headers, payload: { links } });
    const saved = (
      await put([
        { platform: 'github', url: 'https://github.com/ama' },
        { platform: 'twitter', url: 'https://twitter.com/ama' },
        { platform: 'linkedin', url: 'https://linkedin.com/in/ama' },
      ])
    ).json().data.socialLinks as Array<{ id: string; platform: string; url: string }>;
    const [github, twitter, linkedin] = saved;
    const clicks = (link: { id: string; platform: string }, count: number, when: Date) =>
      Array.from({ length: count }, (_, i) => ({
        at: new Date(when.getTime() + i),
        type: 'social_click' as const,
        linkId: link.id,
        label: link.platform,
      }));
    await record(owner, [
      ...clicks(github!, 2, at(daysAgo(1))),
      ...clicks(twitter!, 1, earlyToday()),
      ...clicks(linkedin!, 3, at(daysAgo(3))),
    ]);
    const kept = await put([
      { id: github!.id, platform: 'github', url: 'https://github.com/ama-new' },
      { id: twitter!.id, platform: 'twitter', url: 'https://twitter.com/ama' },
    ]);
    expect(kept.statusCode).toBe(200);
    const { topLinks } = await data(owner, '/api/analytics/overview?range=7d');
    expect(topLinks).toEqual([
      { linkId: null, platform: 'linkedin', title: 'linkedin', url: null, clicks: 3 },
      { linkId: github!.id, platform: 'github', title: 'GitHub', url: 'https://github.com/ama-new', clicks: 2 },
      { linkId: twitter!.id, platform: 'twitter', title: 'X (Twitter)', url: 'https://twitter.com/ama', clicks: 1 },
    ]);
  });

  it('counts sessions by the source of their first event, lists all four sources, and the top 10 referrer hosts', async () => {
    const owner = await createUser(t.app);
    let n = 0;
    const sessions = (count: number, source: EventSpec['source'], referrerHost: string | null, when: () => Date) =>
      Array.from({ length: count }, () => {
        n += 1;
        return { at: new Date(when().getTime() + n), session: `s${n}`, source, referrerHost };
      });
    const referralHosts = Array.from({ length: 11 }, (_, i) => `h${String(i + 1).padStart(2, '0')}.example`);
    await record(owner, [
      ...sessions(1, 'direct', null, () => earlyToday()),
      ...sessions(2, 'social', 'instagram.com', () => at(daysAgo(1))),
      ...sessions(2, 'search', 'google.com', () => at(daysAgo(2))),
      ...sessions(1, 'search', 'bing.com', () => earlyToday()),
      ...sessions(1, 'referral', 'h01.example', () => at(daysAgo(3))),
      ...referralHosts.flatMap((host) => sessions(1, 'referral', host, () => at(daysAgo(4)))),
      // The previous period: not counted.
      ...sessions(5, 'social', 'facebook.com', () => at(daysAgo(8))),
    ]);
    // A later event of a session keeps its first event's source and referrer.
    await insertEvents(t.app.db, owner.id, [
      { at: at(daysAgo(1), '12:30:00.000'), session: 's2', source: 'social', referrerHost: 'sparklink.example' },
    ]);
    await rollUpDays(t.app.db, owner.id, [daysAgo(1)]);

    const sources = await data(owner, '/api/analytics/sources?range=7d');
    expect(sources).toEqual({
      range: '7d',
      totalSessions: 18,
      sources: [
        { source: 'direct', label: 'Direct', sessions: 1, percentage: 5.6 },
        { source: 'social', label: 'Social Media', sessions: 2, percentage: 11.1 },
        { source: 'search', label: 'Search Engines', sessions: 3, percentage: 16.7 },
        { source: 'referral', label: 'Referrals', sessions: 12, percentage: 66.7 },
      ],
      referrers: [
        { host: 'google.com', source: 'search', sessions: 2 },
        { host: 'h01.example', source: 'referral', sessions: 2 },
        { host: 'instagram.com', source: 'social', sessions: 2 },
        { host: 'bing.com', source: 'search', sessions: 1 },
        ...referralHosts.slice(1, 7).map((host) => ({ host, source: 'referral', sessions: 1 })),
      ],
    });
    expect(sources.referrers).toHaveLength(10);
  });

  it('counts visits (views) per country by name, unknown as "Unknown" with no code, with one-decimal shares', async () => {
    const owner = await createUser(t.app);
    await record(owner, [
      { at: at(daysAgo(1)), country: 'GH' },
      { at: at(daysAgo(1), '13:00:00.000'), country: 'GH', type: 'page_view' },
      { at: earlyToday(), country: 'GH', type: 'gallery_view' },
      { at: at(daysAgo(2)), country: 'US' },
      { at: at(daysAgo(2), '13:00:00.000'), country: null },
      // A code no country has is unknown too.
      { at: earlyToday(1), country: 'QQ' },
      // Clicks and downloads are not visits.
      { at: at(daysAgo(2), '14:00:00.000'), country: 'GB', type: 'social_click' },
      { at: at(daysAgo(2), '15:00:00.000'), country: 'GB', type: 'resume_download' },
    ]);
    expect(await data(owner, '/api/analytics/geo?range=7d')).toEqual({
      geoStats: [
        { country: 'Ghana', countryCode: 'GH', visits: 3, percentage: 50 },
        { country: 'Unknown', countryCode: null, visits: 2, percentage: 33.3 },
        { country: 'United States', countryCode: 'US', visits: 1, percentage: 16.7 },
      ],
      totalVisits: 6,
    });
  });

  it('counts visits per device, browser and OS, highest first, an unparsed browser or OS as "Unknown"', async () => {
    const owner = await createUser(t.app);
    await record(owner, [
      { at: at(daysAgo(1)), device: 'Mobile', browser: 'Safari', os: 'iOS' },
      { at: at(daysAgo(1), '13:00:00.000'), device: 'Mobile', browser: 'Chrome', os: 'Android' },
      { at: earlyToday(), device: 'Mobile', browser: 'Chrome', os: 'Android', type: 'page_view' },
      { at: at(daysAgo(3)), device: 'Desktop', browser: 'Firefox', os: 'Linux' },
      { at: at(daysAgo(3), '13:00:00.000'), device: 'Desktop', browser: null, os: null },
      { at: at(daysAgo(3), '14:00:00.000'), device: 'Tablet', browser: 'Safari', os: 'iPadOS' },
      { at: at(daysAgo(3), '15:00:00.000'), device: 'Tablet', type: 'social_click' },
    ]);
    expect(await data(owner, '/api/analytics/devices?range=7d')).toEqual({
      deviceStats: [
        { device: 'Mobile', visits: 3, percentage: 50 },
        { device: 'Desktop', visits: 2, percentage: 33.3 },
        { device: 'Tablet', visits: 1, percentage: 16.7 },
      ],
      browserStats: [
        { browser: 'Chrome', visits: 2, percentage: 33.3 },
        { browser: 'Safari', visits: 2, percentage: 33.3 },
        { browser: 'Firefox', visits: 1, percentage: 16.7 },
        { browser: 'Unknown', visits: 1, percentage: 16.7 },
      ],
      osStats: [
        { os: 'Android', visits: 2, percentage: 33.3 },
        { os: 'iOS', visits: 1, percentage: 16.7 },
        { os: 'iPadOS', visits: 1, percentage: 16.7 },
        { os: 'Linux', visits: 1, percentage: 16.7 },
        { os: 'Unknown', visits: 1, percentage: 16.7 },
      ],
      totalVisits: 6,
    });
  });
});
