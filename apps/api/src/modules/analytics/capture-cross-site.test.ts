import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { uniqueIp } from '../../../test/helpers/redis';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pdfBytes, resumePart, uploadResume } from '../resume/resume.test-support';
import { CHROME_DESKTOP } from './analytics.test-support';

type Headers = Record<string, string>;

const OURS = 'http://localhost:3000';
/** The SPA on a site of its own, and an older client on the CORS allowlist. */
const APP = 'http://127.0.0.1:5173';
const OLDER_CLIENT = 'https://older-client.example';
const EVIL = 'https://pump-my-views.example';

/** What Chromium sends for a fetch from a page, and for an <img> on a page. */
const fetchFrom = (origin: string, site: string): Headers => ({
  origin,
  'sec-fetch-site': site,
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'empty',
});
const imageOn = (page: string, site: string): Headers => ({
  referer: page,
  'sec-fetch-site': site,
  'sec-fetch-mode': 'no-cors',
  'sec-fetch-dest': 'image',
});
/** A top-level navigation; `byPerson` is a click (user activation), else a script or a redirect chain. */
const navigationFrom = (page: string, site: string, byPerson = true): Headers => ({
  referer: page,
  'sec-fetch-site': site,
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  ...(byPerson ? { 'sec-fetch-user': '?1' } : {}),
});

/**
 * Issue 30, cross-site counting (decision 036): another website can make its visitors' browsers
 * send the beacon, load the view pixel, follow the click redirect or fetch a resume for someone
 * else's portfolio. The browser marks those requests; none of them is counted.
 */
describe('events another site makes browsers send', () => {
  let t: TestApp;
  let owner: TestUser;
  let linkId: string;
  beforeAll(async () => {
    t = await createTestApp({ APP_ORIGIN: APP, CORS_ORIGINS: `${OLDER_CLIENT}, https://other-allowed.example` });
    owner = await createUser(t.app, { username: 'abena' });
    const links = [{ platform: 'github', url: 'https://github.com/abena' }];
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: owner.headers,
      payload: { links },
    });
    linkId = saved.json().data.socialLinks[0].id;
    expect((await uploadResume(t, owner, [resumePart(pdfBytes('abena'))])).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** Each request is a visitor of its own, so the 10-second and once-a-day rules never hide one. */
  const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: string) =>
    t.app.inject({
      method,
      url,
      remoteAddress: uniqueIp(),
      headers: { 'user-agent': CHROME_DESKTOP, ...headers },
      ...(payload ? { payload } : {}),
    });

  async function counted(type: string): Promise<number> {
    await t.app.analyticsWriter.flush();
    const rows = await t.app.db
      .selectFrom('analytics_events')
      .select('id')
      .where('owner_user_id', '=', owner.id)
      .where('type', '=', type as 'profile_view')
      .execute();
    return rows.length;
  }

  const view = JSON.stringify({ type: 'profile_view', username: 'abena' });
  const beacon = (headers: Headers) =>
    send('POST', '/api/public/events', { 'content-type': 'text/plain;charset=UTF-8', ...headers }, view);
  const pixel = (headers: Headers) =>
    send('GET', '/api/public/events/pixel.gif?type=profile_view&username=abena', headers);

  it("drops a beacon another site's page sends (text/plain, no preflight), and one with a foreign or null Origin", async () => {
    const before = await counted('profile_view');
    const answers = [
      await beacon(fetchFrom(EVIL, 'cross-site')),
      // An older browser: an Origin, no fetch metadata.
      await beacon({ origin: EVIL }),
      // A sandboxed frame, or a page that hides its origin.
      await beacon(fetchFrom('null', 'cross-site')),
      await beacon({ origin: 'null' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([204, 204, 204, 204]);
    expect(answers.every((res) => res.body === '')).toBe(true);
    expect(await counted('profile_view')).toBe(before);
  });

  it('counts a beacon from our pages, the SPA, the CORS allowlist, and one without those headers', async () => {
    const before = await counted('profile_view');
    await beacon(fetchFrom(OURS, 'same-origin'));
    // The server reached under another host name than PUBLIC_ORIGIN: the browser still says same-origin.
    await beacon(fetchFrom('http://127.0.0.1:3000', 'same-origin'));
    await beacon(fetchFrom(APP, 'cross-site'));
    await beacon(fetchFrom(OLDER_CLIENT, 'cross-site'));
    await beacon(fetchFrom('https://other-allowed.example', 'cross-site'));
    await beacon({});
    expect(await counted('profile_view')).toBe(before + 6);
  });

  it("does not count the view pixel loaded on another site's page, and counts it on ours", async () => {
    const before = await counted('profile_view');
    expect((await pixel(imageOn(`${EVIL}/`, 'cross-site'))).statusCode).toBe(200);
    expect((await pixel({ ...imageOn(`${EVIL}/`, 'cross-site'), origin: EVIL })).statusCode).toBe(200);
    // With its Referer hidden, a cross-site image is still cross-site.
    expect((await pixel({ 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' })).statusCode).toBe(200);
    expect(await counted('profile_view')).toBe(before);

    await pixel(imageOn(`${OURS}/public/abena`, 'same-origin'));
    await pixel({});
    expect(await counted('profile_view')).toBe(before + 2);
  });

  it('redirects every click, and counts only those made on our pages (or by a browser that does not say)', async () => {
    const click = (headers: Headers) => send('GET', `/api/r/${linkId}`, headers);
    const before = await counted('social_click');
    for (const headers of [
      imageOn(`${EVIL}/`, 'cross-site'),
      navigationFrom(`${EVIL}/`, 'cross-site'),
      navigationFrom(`${EVIL}/`, 'cross-site', false),
    ]) {
      const res = await click(headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://github.com/abena');
    }
    expect(await counted('social_click')).toBe(before);

    await click(navigationFrom(`${OURS}/public/abena`, 'same-origin'));
    // The SPA on another site than the API: its Referer names it.
    await click(navigationFrom(`${APP}/`, 'cross-site'));
    await click({});
    expect(await counted('social_click')).toBe(before + 3);
  });

  it('serves a resume to any site, and counts a cross-site download only when a person followed a link to it', async () => {
    const download = (headers: Headers) => send('GET', '/api/public/abena/resume', headers);
    const before = await counted('resume_download');
    const frame = { ...navigationFrom(`${EVIL}/`, 'cross-site', false), 'sec-fetch-dest': 'iframe' };
    for (const headers of [frame, navigationFrom(`${EVIL}/`, 'cross-site', false), fetchFrom(EVIL, 'cross-site')]) {
      const res = await download(headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect(await counted('resume_download')).toBe(before);
    const info = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/resume/info', headers: owner.headers })).json().data
        .downloadCount;
    expect(await info()).toBe(0);

    // A link to the file shared on another site, clicked; the link on the profile; curl-like.
    await download(navigationFrom('https://www.linkedin.com/', 'cross-site'));
    await download(navigationFrom(`${OURS}/public/abena`, 'same-origin'));
    await download({});
    expect(await counted('resume_download')).toBe(before + 3);
    expect(await info()).toBe(3);
  });
});
