import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { readableHtml } from '../../../test/helpers/html';

describe('server-rendered public page /public/:username/pages/:slug', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { tier: 'RISE', username: 'kofi', firstName: 'Kofi', lastName: 'Boateng' });
    const pages = [
      {
        type: 'PROJECTS',
        title: 'Projects',
        slug: 'projects',
        isPublished: true,
        content: {
          headline: 'Things I built',
          sections: [
            {
              title: 'Apps',
              content: '<script>alert(1)</script>',
              items: [{ title: 'Market app', description: 'Prices', link: 'https://example.com/market' }],
            },
          ],
        },
      },
      { type: 'ABOUT', title: 'Plain', slug: 'plain', isPublished: true, content: 'Just text' },
      { type: 'ABOUT', title: 'Empty', slug: 'empty', isPublished: true },
      // Slugs that are also the names of the nav's own entries.
      { type: 'CUSTOM', title: 'My gallery notes', slug: 'gallery', isPublished: true, content: 'Notes' },
      { type: 'CUSTOM', title: 'My profile story', slug: 'profile', isPublished: true, content: 'Story' },
      { type: 'CUSTOM', title: 'Other', slug: 'other', isPublished: true, content: { mood: 'happy' } },
      {
        type: 'CUSTOM',
        title: 'Vault',
        slug: 'vault',
        isPublished: true,
        isPasswordProtected: true,
        password: 'letmein',
      },
    ];
    for (const page of pages)
      await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner.headers, payload: page });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  /** The page's own password form, as a browser without JavaScript posts it. */
  const unlock = (url: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${encodeURIComponent(password)}`,
    });

  it('renders sections, items with "View Project →" and escapes user text', async () => {
    const res = await get('/public/kofi/pages/projects');
    expect(res.statusCode).toBe(200);
    expect(readableHtml(res.body)).toContain('<title>Projects · Kofi Boateng</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/public/kofi/pages/projects"/>');
    expect(res.body).toContain('Things I built');
    expect(readableHtml(res.body)).toMatch(
      /<a href="https:\/\/example.com\/market" rel="noopener noreferrer ugc"[^>]*>View Project →<\/a>/,
    );
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toMatch(/Published on [A-Z][a-z]+ \d+, \d{4}/);
    expect(res.body).toContain('href="/public/kofi/pages/plain"');
  });

  it('renders a plain string, other objects as text, and "No content available"', async () => {
    expect((await get('/public/kofi/pages/plain')).body).toContain('Just text');
    expect((await get('/public/kofi/pages/other')).body).toContain('&quot;mood&quot;: &quot;happy&quot;');
    expect((await get('/public/kofi/pages/empty')).body).toContain('No content available');
  });

  it('marks the entry of the document shown, and only it, as the current page of the nav', async () => {
    const current = (body: string) => [...body.matchAll(/<a href="([^"]*)"[^>]*aria-current="page"/g)].map((m) => m[1]);
    expect(current((await get('/public/kofi')).body)).toEqual(['/public/kofi']);
    expect(current((await get('/public/kofi/gallery')).body)).toEqual(['/public/kofi/gallery']);
    expect(current((await get('/public/kofi/pages/gallery')).body)).toEqual(['/public/kofi/pages/gallery']);
    expect(current((await get('/public/kofi/pages/profile')).body)).toEqual(['/public/kofi/pages/profile']);
    expect(current((await get('/public/kofi/pages/vault')).body)).toEqual(['/public/kofi/pages/vault']);
  });

  it('shows "Page Not Found" with a link back to the profile', async () => {
    const res = await get('/public/kofi/pages/missing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(res.body).toContain('href="/public/kofi"');
  });

  it('unlocks a protected page with a plain form post (no JavaScript needed)', async () => {
    const locked = await get('/public/kofi/pages/vault');
    expect(locked.body).toContain('Password Protected');
    expect(locked.body).toContain('This page requires a password to view');
    expect(locked.body).toMatch(/<form[^>]*action="\/public\/kofi\/pages\/vault"[^>]*method="post"/);
    expect(locked.headers['cache-control']).toBe('private, no-store');

    const post = (password: string) => unlock('/public/kofi/pages/vault', password);
    const blank = await post('   ');
    expect(blank.statusCode).toBe(200);
    expect(blank.body).not.toContain('Incorrect password');
    expect(blank.body).not.toContain('autofocus');
    const wrong = await post('nope');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain('Incorrect password');
    expect(wrong.body).toMatch(/<input id="page-password"[^>]* autofocus[^>]*aria-invalid="true"/);

    const right = await post('letmein');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/public/kofi/pages/vault');
    const cookie = right.cookies[0]!;
    const open = await get('/public/kofi/pages/vault', `${cookie.name}=${cookie.value}`);
    expect(open.body).toMatch(/<h1[^>]*>Vault<\/h1>/);
    expect(open.body).toContain('Password Protected');
    // Shown to one visitor who knew the password, never to a search engine.
    expect(open.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((await get('/public/kofi/pages/projects')).body).toContain('<meta name="robots" content="index, follow"/>');
  });

  it('says X-Robots-Tag: noindex on the 404, locked and 403 answers of an owner who turned indexing off', async () => {
    const quiet = await createUser(t.app, { tier: 'RISE', username: 'quiet_kofi' });
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: quiet.headers,
      payload: { privacy: { allowIndexing: false } },
    });
    expect(settings.statusCode).toBe(200);
    const vault = { type: 'CUSTOM', title: 'Vault', slug: 'vault', isPublished: true, isPasswordProtected: true };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: quiet.headers,
      payload: { ...vault, password: 'letmein' },
    });
    expect(created.statusCode).toBe(201);

    const missing = await get('/public/quiet_kofi/pages/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-robots-tag']).toBe('noindex');
    const locked = await get('/public/quiet_kofi/pages/vault');
    expect(locked.statusCode).toBe(200);
    expect(locked.body).toContain('Password Protected');
    expect(locked.headers['x-robots-tag']).toBe('noindex');
    const wrong = await unlock('/public/quiet_kofi/pages/vault', 'nope');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.headers['x-robots-tag']).toBe('noindex');
    const right = await unlock('/public/quiet_kofi/pages/vault', 'letmein');
    expect(right.statusCode).toBe(303);
    expect(right.headers['x-robots-tag']).toBe('noindex');
    const qr = await get('/public/quiet_kofi/qr.svg');
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['x-robots-tag']).toBe('noindex');
    // An unknown username has no owner, so no preference to carry.
    expect((await get('/public/nobody_here/pages/vault')).headers['x-robots-tag']).toBeUndefined();
  });

  it('does not show pages of a private profile, even one served from the cache a moment ago', async () => {
    const publish = (isPublished: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/profile/publish', headers: owner.headers, payload: { isPublished } });
    expect((await get('/public/kofi/pages/projects')).body).toContain('Things I built');
    expect((await publish(false)).statusCode).toBe(200);
    const res = await get('/public/kofi/pages/projects');
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This profile is private');
    expect(res.body).not.toContain('Things I built');
    expect((await publish(true)).statusCode).toBe(200);
    expect((await get('/public/kofi/pages/projects')).statusCode).toBe(200);
  });
});
