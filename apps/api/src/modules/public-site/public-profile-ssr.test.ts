import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { readableHtml } from '../../../test/helpers/html';

const jsonLd = (html: string) => JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);

describe('server-rendered public profile /public/:username', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'yaw', firstName: 'Yaw', lastName: 'Asante' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { bio: 'Photographer <b>bold</b>', tagline: 'Light chaser', country: 'Ghana' },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: owner.headers,
      payload: {
        links: [
          { platform: 'instagram', url: 'https://instagram.com/yaw' },
          { platform: 'website', url: 'https://yaw.example/' },
          { platform: 'github', url: 'https://github.com/yaw', relMe: true },
        ],
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { type: 'PROJECTS', title: 'Work', slug: 'work', isPublished: true },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('renders every part of the profile as complete HTML', async () => {
    const res = await get('/public/yaw');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(readableHtml(html)).toContain('<title>Yaw Asante · SparkLink</title>');
    expect(html).toMatch(/<h1[^>]*>Yaw Asante<\/h1>/);
    expect(html).toContain('Light chaser');
    expect(html).toContain('Welcome to my profile!');
    expect(html).toContain('Photographer &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toMatch(/<a href="https:\/\/yaw.example\/" rel="noopener noreferrer ugc"[^>]*>Visit my website/);
    // Link buttons (decision 044): the visible title is the label, the brand mark is aria-hidden.
    expect(html).toMatch(
      /<a href="http:\/\/localhost:3000\/api\/r\/[^"]+" rel="noopener noreferrer ugc"[^>]*>(?:(?!<\/a>).)*data-icon="instagram"(?:(?!<\/a>).)*>Instagram<\/span>/,
    );
    expect(html).toMatch(/<a href="https:\/\/github.com\/yaw" rel="me noopener"[^>]*>(?:(?!<\/a>).)*>GitHub<\/span>/);
    expect(html).toContain('href="/public/yaw/pages/work"');
    expect(html).toContain('href="/public/yaw/gallery"');
    expect(html).toContain('Location');
    expect(html).toContain('Ghana');
    expect(readableHtml(html)).toContain('✗ Not available');
    expect(html).not.toContain('Download Resume');
    expect(html).toMatch(/Powered by.*SparkLink/);
    // Share works without JavaScript: a link to the dialog with the QR code and the address (decision 045).
    expect(html).toContain('href="#share" data-share="http');
    expect(html).toContain('src="/public/yaw/qr.svg"');
  });

  it('carries description, canonical, Open Graph, Twitter card and a JSON-LD Person', async () => {
    const html = (await get('/public/yaw')).body;
    expect(html).toContain('<meta name="description" content="Light chaser"/>');
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/public/yaw"/>');
    expect(html).toContain('<meta property="og:type" content="profile"/>');
    expect(html).toContain('<meta property="og:title" content="Yaw Asante"/>');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/public/yaw"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/public\/yaw\/card\/[\w-]{22}\.jpg"\/>/,
    );
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Yaw Asante',
      url: 'http://localhost:3000/public/yaw',
      description: 'Light chaser',
      sameAs: ['https://instagram.com/yaw', 'https://yaw.example/', 'https://github.com/yaw'],
    });
  });

  it('answers a repeat request with 304 and re-renders after the owner changes something', async () => {
    const first = await get('/public/yaw');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/public/yaw', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { tagline: 'New light' },
    });
    const changed = await get('/public/yaw', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('New light');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('says noindex when the owner turned indexing off', async () => {
    await t.app.db.updateTable('profiles').set({ allow_indexing: false }).where('user_id', '=', owner.id).execute();
    await t.app.publicCache.invalidateOwner(owner.id);
    const res = await get('/public/yaw');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    await t.app.db.updateTable('profiles').set({ allow_indexing: true }).where('user_id', '=', owner.id).execute();
    await t.app.publicCache.invalidateOwner(owner.id);
  });

  it('hides branding on RISE and shows the initial when there is no picture', async () => {
    await createUser(t.app, { tier: 'RISE', username: 'abena', firstName: 'Abena' });
    const html = (await get('/public/abena')).body;
    expect(html).not.toContain('Powered by');
    expect(html).toMatch(/aria-hidden="true"[^>]*>A<\/span>/);
  });

  it('shows only "This profile is private" for a private profile, and 404 for an unknown one', async () => {
    const hidden = await createUser(t.app, { username: 'hidden-one', firstName: 'Hidden' });
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/publish',
      headers: hidden.headers,
      payload: { isPublished: false },
    });
    const res = await get('/public/hidden-one');
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('This profile is private');
    expect(res.body).not.toContain('Hidden');
    const unknown = await get('/public/no-one-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Profile Not Found');
  });

  it('serves a QR code of the profile address as SVG', async () => {
    const res = await get('/public/yaw/qr.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect((await get('/public/hidden-one/qr.svg')).statusCode).toBe(404);
  });
});
