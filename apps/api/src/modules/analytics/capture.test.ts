import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pdfBytes, resumePart, uploadResume } from '../resume/resume.test-support';
import { CHROME_DESKTOP } from './analytics.test-support';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Event capture through the real routes (api-contract §7.1, §8.3), read back from analytics_events. */
describe('event capture', () => {
  let t: TestApp;
  let owner: TestUser;
  let ip = 0;
  /** Each test is its own visitor, so the 10-second repeat rule of one test never meets another's. */
  let visitorIp: string;
  beforeAll(async () => {
    t = await createTestApp({ GEO_HEADER: 'CF-IPCountry' });
    owner = await createUser(t.app, { username: 'efua', tier: 'RISE', firstName: 'Efua' });
    await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { type: 'ABOUT', title: 'About me', slug: 'about', isPublished: true, content: { headline: 'Hi' } },
    });
    await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner.headers, payload: draftPage });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    ip += 1;
    visitorIp = `203.0.113.${ip}`;
  });

  const draftPage = { type: 'CUSTOM', title: 'Draft', slug: 'draft' };

  const beacon = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = visitorIp) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/events',
      remoteAddress,
      headers: { 'user-agent': CHROME_DESKTOP, ...headers },
      ...(typeof payload === 'string' ? { payload } : { payload: payload as object }),
    });

  async function events(ownerId = owner.id) {
    await t.app.analyticsWriter.flush();
    return t.app.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('owner_user_id', '=', ownerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }
  const countOf = async () => (await events()).length;

  it('counts a profile view from the beacon with its device, browser, OS, country and source', async () => {
    const before = await countOf();
    const res = await beacon(
      { type: 'profile_view', username: 'EFUA', referrer: 'https://www.instagram.com/efua/' },
      { 'cf-ipcountry': 'gh' },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await events();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      type: 'profile_view',
      page_id: null,
      label: null,
      referrer_host: 'instagram.com',
      source: 'social',
      country: 'GH',
      device: 'Desktop',
      browser: 'Chrome',
      os: 'Windows',
      visitor_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('accepts the JSON as text/plain (sendBeacon) and counts a page view with the page and its title', async () => {
    const res = await beacon(JSON.stringify({ type: 'page_view', username: 'efua', slug: 'about' }), {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': IPHONE,
    });
    expect(res.statusCode).toBe(204);
    const row = (await events()).at(-1)!;
    expect(row).toMatchObject({ type: 'page_view', label: 'About me', device: 'Mobile', os: 'iOS', source: 'direct' });
    expect(row.page_id).toEqual(expect.any(String));
  });

  it('refuses only a malformed payload, with the contract envelope', async () => {
    // Broken JSON is the app's one malformed-JSON answer (api-contract §1.2), whichever way it was sent.
    const malformed = { status: 'ERROR', code: 'VALIDATION_ERROR', message: 'Malformed JSON body' };
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/json']) {
      const notJson = await beacon('{"type":', { 'content-type': type });
      expect(notJson.statusCode, type).toBe(400);
      expect(notJson.json(), type).toEqual(malformed);
    }
    expect((await beacon({ type: 'page_view', username: 'efua' })).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Slug is required',
    });
    expect((await beacon({ type: 'click', username: 'efua' })).json().message).toBe('Invalid event type');
    const long = await beacon({
      type: 'profile_view',
      username: 'efua',
      referrer: `https://a.example/${'x'.repeat(600)}`,
    });
    expect(long.statusCode).toBe(400);
    const huge = await beacon({ type: 'profile_view', username: 'efua', utmSource: 'x'.repeat(2000) });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 204 and counts nothing for an unknown profile or page, a draft, a private profile, a bot or the owner', async () => {
    const before = await countOf();
    const hidden = await createUser(t.app, { username: 'hidden_one' });
    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', hidden.id).execute();
    const answers = [
      await beacon({ type: 'profile_view', username: 'nobody-here' }),
      await beacon({ type: 'page_view', username: 'efua', slug: 'missing' }),
      await beacon({ type: 'page_view', username: 'efua', slug: 'draft' }),
      await beacon({ type: 'profile_view', username: 'hidden_one' }),
      await beacon({ type: 'gallery_view', username: 'efua' }, { 'user-agent': GOOGLEBOT }),
      await beacon({ type: 'gallery_view', username: 'efua' }, { 'user-agent': '' }),
      await beacon({ type: 'gallery_view', username: 'efua' }, owner.headers),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(204));
    expect(await countOf()).toBe(before);
    expect(await events(hidden.id)).toHaveLength(0);
    // Someone else's valid token is just a visitor.
    const other = await createUser(t.app);
    await beacon({ type: 'gallery_view', username: 'efua' }, other.headers);
    expect(await countOf()).toBe(before + 1);
  });

  it("leaves a signed-in visitor's own cached public pages alone: a beacon is not their write", async () => {
    const visitor = await createUser(t.app, { username: 'kwesi_reader' });
    const invalidate = vi.spyOn(t.app.publicCache, 'invalidateOwner');
    try {
      expect((await beacon({ type: 'profile_view', username: 'efua' }, visitor.headers)).statusCode).toBe(204);
      expect(invalidate).not.toHaveBeenCalled();
      // An owner's real write still empties their pages.
      await t.app.inject({ method: 'PUT', url: '/api/profile', headers: visitor.headers, payload: { bio: 'Hi' } });
      expect(invalidate).toHaveBeenCalledWith(visitor.id);
    } finally {
      invalidate.mockRestore();
    }
  });

  it('counts the same visitor, kind and target once within 10 seconds, and other targets apart', async () => {
    const before = await countOf();
    for (let i = 0; i < 3; i++) await beacon({ type: 'profile_view', username: 'efua' });
    await beacon({ type: 'page_view', username: 'efua', slug: 'about' });
    await beacon({ type: 'profile_view', username: 'efua' }, {}, '198.51.100.77');
    expect(await countOf()).toBe(before + 3);
  });

  it('stops recording past 120 events a minute from one address, still answering 204', async () => {
    const before = await countOf();
    const kinds = ['profile_view', 'gallery_view'] as const;
    for (let i = 0; i < 125; i++) {
      // A new agent each time makes each a new visitor, so only the address limit stops them.
      const res = await beacon({ type: kinds[i % 2], username: 'efua' }, { 'user-agent': `${CHROME_DESKTOP} n${i}` });
      expect(res.statusCode).toBe(204);
    }
    expect(await countOf()).toBe(before + 120);
  });

  it('never stores the address: only a hash, the same for one visitor on one day, different per owner', async () => {
    await beacon({ type: 'profile_view', username: 'efua' }, {}, '192.0.2.55');
    await beacon({ type: 'gallery_view', username: 'efua' }, {}, '192.0.2.55');
    const rows = (await events()).slice(-2);
    expect(rows[0]!.visitor_hash).toBe(rows[1]!.visitor_hash);
    expect(rows[0]!.session_id).toBe(rows[1]!.session_id);
    expect(JSON.stringify(await events())).not.toContain('192.0.2.55');
    const second = await createUser(t.app, { username: 'kojo_capture' });
    await beacon({ type: 'profile_view', username: 'kojo_capture' }, {}, '192.0.2.55');
    expect((await events(second.id))[0]!.visitor_hash).not.toBe(rows[0]!.visitor_hash);
  });

  it('takes the country from the offline database without the edge header, and Unknown for a private address', async () => {
    await beacon({ type: 'profile_view', username: 'efua' }, {}, '8.8.8.8');
    expect((await events()).at(-1)!.country).toBe('US');
    await beacon({ type: 'profile_view', username: 'efua' }, {}, '10.0.0.9');
    expect((await events()).at(-1)!.country).toBeNull();
    await beacon({ type: 'profile_view', username: 'efua' }, { 'cf-ipcountry': 'XX' }, '10.0.0.10');
    expect((await events()).at(-1)!.country).toBeNull();
  });

  it('counts a social click on the redirect, with the link and its platform', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: owner.headers,
      payload: { links: [{ platform: 'github', url: 'https://github.com/efua' }] },
    });
    const link = saved.json().data.socialLinks[0];
    const click = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/r/${link.id}`,
        remoteAddress: visitorIp,
        headers: { 'user-agent': CHROME_DESKTOP },
      });
    expect((await click()).statusCode).toBe(302);
    expect((await click()).statusCode).toBe(302);
    const clicks = (await events()).filter((row) => row.type === 'social_click' && row.social_link_id === link.id);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ label: 'GitHub' });
  });

  it('counts one resume download per visitor and day, and none for HEAD', async () => {
    expect((await uploadResume(t, owner, [resumePart(pdfBytes())])).statusCode).toBe(200);
    const fetchResume = (method: 'GET' | 'HEAD', remoteAddress = visitorIp) =>
      t.app.inject({
        method,
        url: '/api/public/efua/resume',
        remoteAddress,
        headers: { 'user-agent': CHROME_DESKTOP },
      });
    const downloads = async () => (await events()).filter((row) => row.type === 'resume_download').length;
    const before = await downloads();
    expect((await fetchResume('HEAD')).statusCode).toBe(200);
    expect(await downloads()).toBe(before);
    expect((await fetchResume('GET')).statusCode).toBe(200);
    await t.app.analyticsWriter.flush();
    expect((await fetchResume('GET')).statusCode).toBe(200);
    expect(await downloads()).toBe(before + 1);
    await fetchResume('GET', '198.51.100.200');
    expect(await downloads()).toBe(before + 2);
  });

  it('counts a view without JavaScript through the <noscript> pixel, taking utm_source from the page address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/events/pixel.gif?type=page_view&username=efua&slug=about',
      remoteAddress: visitorIp,
      headers: {
        'user-agent': CHROME_DESKTOP,
        referer: 'http://localhost:3000/public/efua/pages/about?utm_source=linkedin',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect((await events()).at(-1)).toMatchObject({ type: 'page_view', label: 'About me', source: 'social' });
    const junk = await t.app.inject({ method: 'GET', url: '/api/public/events/pixel.gif?type=nonsense' });
    expect(junk.statusCode).toBe(200);
    expect(junk.headers['content-type']).toBe('image/gif');
  });
});
