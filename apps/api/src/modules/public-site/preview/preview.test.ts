import { MESSAGES, PAGE_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

describe('live previews: POST /api/profile/preview and POST /api/pages/preview', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let pageId: string;
  let linkId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { tier: 'RISE', username: 'efua', firstName: 'Efua', lastName: 'Mensah' });
    stranger = await createUser(t.app, { username: 'yaw', firstName: 'Yaw', lastName: 'Darko' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { bio: 'Saved bio', tagline: 'Saved tagline' },
    });
    const links = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: owner.headers,
      payload: { links: [{ platform: 'github', url: 'https://github.com/efua' }] },
    });
    linkId = links.json().data.socialLinks[0].id;
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { type: 'ABOUT', title: 'About me', slug: 'about', isPublished: true, content: 'Saved words' },
    });
    pageId = page.json().data.page.id;
  });
  afterAll(() => t.close());

  const preview = (url: string, user: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as object });
  const publicHtml = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('is the public profile byte for byte when nothing is unsaved, and is not cached', async () => {
    const res = await preview('/api/profile/preview', owner, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data.html).toBe(await publicHtml('/public/efua'));
  });

  it('shows unsaved fields and links, and saves nothing', async () => {
    const res = await preview('/api/profile/preview', owner, {
      profile: { firstName: 'Efuatu', bio: 'A bio I am still typing' },
      links: [
        { platform: 'website', url: 'https://efua.example/new' },
        { id: linkId, platform: 'github', url: 'https://github.com/efua' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().data.html;
    expect(html).toContain('A bio I am still typing');
    expect(html).toContain('Efuatu Mensah');
    expect(html).not.toContain('Saved bio');
    // The saved link keeps its counter; the new one points at no link's counter.
    expect(html).toContain(`/api/r/${linkId}`);
    expect(html).toContain('/api/r/preview-0');
    expect(html.indexOf('/api/r/preview-0')).toBeLessThan(html.indexOf(`/api/r/${linkId}`));

    const saved = await publicHtml('/public/efua');
    expect(saved).toContain('Saved bio');
    expect(saved).not.toContain('A bio I am still typing');
  });

  it('hides a link the draft switches off, as the public profile would once saved (decision 059)', async () => {
    const res = await preview('/api/profile/preview', owner, {
      links: [{ id: linkId, platform: 'github', url: 'https://github.com/efua', isEnabled: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.html).not.toContain(`/api/r/${linkId}`);
    expect(await publicHtml('/public/efua')).toContain(`/api/r/${linkId}`);
  });

  it('matches the public profile byte for byte once the same values are saved', async () => {
    const draft = { profile: { tagline: 'Designer in Accra' } };
    const before = (await preview('/api/profile/preview', owner, draft)).json().data.html;
    await t.app.inject({ method: 'PUT', url: '/api/profile', headers: owner.headers, payload: draft.profile });
    expect(await publicHtml('/public/efua')).toBe(before);
  });

  it('wears an unsaved look, and is the public profile byte for byte once it is saved', async () => {
    const draft = { profile: { lookId: 'sunset', colorMode: 'dark', accentColor: '#0a7d4f' } };
    const res = await preview('/api/profile/preview', owner, draft);
    expect(res.statusCode).toBe(200);
    const html: string = res.json().data.html;
    expect(html).toContain('data-look="sunset"');
    expect(await publicHtml('/public/efua')).not.toContain('data-look="sunset"');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: draft.profile,
    });
    expect(saved.statusCode).toBe(200);
    expect(await publicHtml('/public/efua')).toBe(html);
  });

  it('refuses an invalid draft with the save’s own message', async () => {
    const res = await preview('/api/profile/preview', owner, {
      links: [{ platform: 'github', url: 'javascript:alert(1)' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'ERROR', message: MESSAGES.linkUrlInvalid });
  });

  it('asks for a username first', async () => {
    const nameless = await createUser(t.app);
    const res = await preview('/api/profile/preview', nameless, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.previewNeedsUsername);
  });

  it('needs a signed-in owner', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/preview', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('previews a saved page with unsaved words, byte for byte once saved', async () => {
    const draft = { title: 'About Efua', content: 'Words not saved yet' };
    const res = await preview('/api/pages/preview', owner, { id: pageId, page: draft });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().data.html;
    expect(html).toContain('Words not saved yet');
    expect(html).toContain('About Efua');
    expect(await publicHtml('/public/efua/pages/about')).toContain('Saved words');

    await t.app.inject({ method: 'PUT', url: `/api/pages/${pageId}`, headers: owner.headers, payload: draft });
    expect(await publicHtml('/public/efua/pages/about')).toBe(html);
  });

  it('previews a page not created yet', async () => {
    const res = await preview('/api/pages/preview', owner, {
      page: { type: 'CUSTOM', title: 'Rates', slug: 'rates', content: 'GH₵ 500 a day' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.html).toContain('GH&#x20b5; 500 a day');
  });

  it("draws another account's link id as a new link of the caller's, never reading it", async () => {
    const res = await preview('/api/profile/preview', stranger, {
      links: [{ id: linkId, platform: 'github', url: 'https://github.com/yaw' }],
    });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().data.html;
    expect(html).toContain('/api/r/preview-0');
    expect(html).not.toContain(linkId);
    expect(html).not.toContain('efua');
  });

  it("answers 404 for another account's page", async () => {
    const res = await preview('/api/pages/preview', stranger, { id: pageId, page: { title: 'Mine now' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PAGE_MESSAGES.notFound);
  });
});
