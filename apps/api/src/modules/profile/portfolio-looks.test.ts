import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** The portfolio's look through the profile API and on the public documents (decision 043). */
describe('portfolio looks (PUT/GET /api/profile lookId, colorMode, accentColor)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload });
  const getProfile = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).json().data.profile;
  const publicHtml = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).body;
  /** The root element's style attribute, as the browser reads it. */
  const rootStyle = (html: string) =>
    /^<!doctype html><html [^>]*style="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '';

  it('starts a new owner on the neutral look, in light mode, with no accent of their own', async () => {
    const user = await createUser(t.app);
    expect(await getProfile(user.headers)).toMatchObject({ lookId: 'paper', colorMode: 'light', accentColor: null });
  });

  it('gives a portfolio made before looks the classic look (the column default)', async () => {
    const user = await createUser(t.app, { username: 'before_looks' });
    await t.app.db.deleteFrom('profiles').where('user_id', '=', user.id).execute();
    // The row as code before migration 0023 wrote it: no look columns.
    await t.app.db
      .insertInto('profiles')
      .values({ user_id: user.id, is_public: true, created_at: new Date(), updated_at: new Date() })
      .execute();
    expect(await getProfile(user.headers)).toMatchObject({ lookId: 'classic', colorMode: 'light', accentColor: null });
    expect(await publicHtml('/public/before_looks')).toContain('data-look="classic"');
  });

  it('saves a look and a mode, answers with them beside the other fields and reads them back', async () => {
    const user = await createUser(t.app, { username: 'kofi_looks' });
    const res = await put(user.headers, { lookId: 'ocean', colorMode: 'dark', tagline: 'Drummer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully');
    expect(res.json().data.profile).toMatchObject({
      lookId: 'ocean',
      colorMode: 'dark',
      accentColor: null,
      tagline: 'Drummer',
    });
    expect(await getProfile(user.headers)).toMatchObject({ lookId: 'ocean', colorMode: 'dark', tagline: 'Drummer' });
    // A write of other fields leaves the look alone.
    await put(user.headers, { bio: 'Hello' });
    expect(await getProfile(user.headers)).toMatchObject({ lookId: 'ocean', colorMode: 'dark', bio: 'Hello' });
  });

  it.each([
    [{ lookId: 'neon' }, 'lookId', 'Choose one of the portfolio looks'],
    [{ lookId: 7 }, 'lookId', 'Choose one of the portfolio looks'],
    [{ colorMode: 'auto' }, 'colorMode', 'Color mode must be light, dark or device'],
    [{ accentColor: 'red' }, 'accentColor', 'Accent color must be a hex color like #4F46E5'],
    [{ accentColor: '#12345' }, 'accentColor', 'Accent color must be a hex color like #4F46E5'],
    [{ accentColor: 'url(x)' }, 'accentColor', 'Accent color must be a hex color like #4F46E5'],
  ])('refuses %j with "%s: %s"', async (payload, path, message) => {
    const user = await createUser(t.app, { tier: 'RISE' });
    const res = await put(user.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] });
    expect(await getProfile(user.headers)).toMatchObject({ lookId: 'paper', colorMode: 'light', accentColor: null });
  });

  it('lets RISE and BLAZE set their own accent, stored upper-case, and clear it with null', async () => {
    for (const tier of ['RISE', 'BLAZE'] as const) {
      const user = await createUser(t.app, { tier });
      const res = await put(user.headers, { accentColor: '#ffee00' });
      expect(res.statusCode, tier).toBe(200);
      expect(res.json().data.profile.accentColor).toBe('#FFEE00');
      expect((await put(user.headers, { accentColor: null })).json().data.profile.accentColor).toBeNull();
    }
  });

  it('refuses an own accent on STARTER and on a lapsed plan with 403 PLAN_LIMIT, and changes nothing', async () => {
    for (const options of [{ tier: 'STARTER' as const }, { tier: 'RISE' as const, tierDays: -1 }]) {
      const user = await createUser(t.app, options);
      const res = await put(user.headers, { lookId: 'sunset', accentColor: '#FF0000' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'PLAN_LIMIT',
        message: 'Your own accent color requires a RISE or BLAZE subscription',
        requiredTier: 'RISE',
      });
      expect(await getProfile(user.headers)).toMatchObject({ lookId: 'paper', accentColor: null });
      // Looks and modes are for every plan; clearing the accent is too.
      expect((await put(user.headers, { lookId: 'sunset', colorMode: 'device', accentColor: null })).statusCode).toBe(
        200,
      );
    }
  });

  it("puts the owner's look on every public view of theirs, and only theirs", async () => {
    const ama = await createUser(t.app, { username: 'ama_looks', tier: 'RISE' });
    const yaw = await createUser(t.app, { username: 'yaw_looks' });
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: ama.headers,
      payload: { type: 'ABOUT', title: 'About', slug: 'about', isPublished: true, content: { headline: 'Hi' } },
    });
    expect(page.statusCode).toBe(201);
    // Rendered once before the change: the write must not leave the old look served.
    expect(await publicHtml('/public/ama_looks')).toContain('data-look="paper"');
    expect((await put(ama.headers, { lookId: 'forest', colorMode: 'dark', accentColor: '#FFEE00' })).statusCode).toBe(
      200,
    );

    for (const path of [
      '/public/ama_looks',
      '/public/ama_looks/pages/about',
      '/public/ama_looks/gallery',
      '/public/ama_looks/pages/nope',
    ]) {
      const html = await publicHtml(path);
      expect(html, path).toContain('data-look="forest"');
      const style = rootStyle(html);
      expect(style, path).toContain('color-scheme:dark;--sl-bg:#0d1a12;');
      expect(style, path).toContain('--sl-font-head:"Iowan Old Style"');
      // The accent as adjusted for AA on the forest look's dark grounds: already light enough.
      expect(style, path).toContain('--sl-accent:#ffee00;');
    }
    expect(await publicHtml('/public/yaw_looks')).toContain('data-look="paper"');
    expect(rootStyle(await publicHtml('/public/yaw_looks'))).toContain('color-scheme:light;--sl-bg:#f5f5f4;');
    const yawProfile = await getProfile(yaw.headers);
    expect(yawProfile).toMatchObject({ lookId: 'paper', colorMode: 'light', accentColor: null });
  });

  it('shows the look of a plan that lapsed without its own accent', async () => {
    const user = await createUser(t.app, { username: 'lapsed_looks', tier: 'RISE' });
    expect((await put(user.headers, { lookId: 'classic', accentColor: '#FF0000' })).statusCode).toBe(200);
    expect(rootStyle(await publicHtml('/public/lapsed_looks'))).not.toContain('--sl-accent:#4f46e5;');
    await t.app.db
      .updateTable('users')
      .set({ tier_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', user.id)
      .execute();
    await put(user.headers, { bio: 'renders again' });
    expect(rootStyle(await publicHtml('/public/lapsed_looks'))).toContain('--sl-accent:#4f46e5;');
  });
});
