import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { newId } from '../../lib/ids';

/** What owners type, and the form a browser sends (punycode host, percent-encoded path, query and fragment). */
const JAPANESE_HOST = 'https://例え.jp/';
const JAPANESE_HOST_SENT = 'https://xn--r8jz45g.jp/';
const SNOWMAN_PATH = 'https://example.com/☃';
const SNOWMAN_PATH_SENT = 'https://example.com/%E2%98%83';
const EVERYWHERE = 'https://例え.jp/パス?q=café#章';
const EVERYWHERE_SENT = 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9?q=caf%C3%A9#%E7%AB%A0';

/**
 * Issue 30, hole 4 (decision 036): a link with a non-Latin address is stored and redirected in its
 * normalised form, so the click redirect's Location is plain ASCII; before, the raw text broke the
 * header and every click got Fastify's raw 500.
 */
describe('links with non-Latin addresses', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'yuki', tier: 'BLAZE' });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('stores social links normalised, answers them so, and redirects a click to the normalised address', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: owner.headers,
      payload: {
        links: [
          { platform: 'website', url: JAPANESE_HOST },
          { platform: 'github', url: SNOWMAN_PATH },
          { platform: 'medium', url: EVERYWHERE, relMe: true },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const links = saved.json().data.socialLinks as Array<{ id: string; url: string }>;
    expect(links.map((link) => link.url)).toEqual([JAPANESE_HOST_SENT, SNOWMAN_PATH_SENT, EVERYWHERE_SENT]);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers })).json().data;
    expect(profile.profile.website).toBe(JAPANESE_HOST_SENT);

    for (const [link, location] of [
      [links[0]!, JAPANESE_HOST_SENT],
      [links[1]!, SNOWMAN_PATH_SENT],
    ] as const) {
      const click = await get(`/api/r/${link.id}`);
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe(location);
      expect(click.headers['x-content-type-options']).toBe('nosniff');
    }

    const publicProfile = (await get('/api/public/yuki')).json().data;
    expect(publicProfile.socialLinks.map((link: { url: string }) => link.url)).toEqual([
      JAPANESE_HOST_SENT,
      SNOWMAN_PATH_SENT,
      EVERYWHERE_SENT,
    ]);
    // The rel="me" link goes straight to the site: the document carries its normalised address.
    const document = await get('/public/yuki');
    expect(document.statusCode).toBe(200);
    expect(document.body).toContain(`href="${EVERYWHERE_SENT}" rel="me noopener"`);
  });

  it("stores a page's item links and images normalised, and the public page shows them so", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: {
        type: 'PROJECTS',
        title: 'Work',
        slug: 'work',
        isPublished: true,
        content: { sections: [{ title: 'Shops', items: [{ title: 'Tea', link: EVERYWHERE, image: SNOWMAN_PATH }] }] },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.page.content.sections[0].items[0]).toEqual({
      title: 'Tea',
      link: EVERYWHERE_SENT,
      image: SNOWMAN_PATH_SENT,
    });
    const document = await get('/public/yuki/pages/work');
    expect(document.statusCode).toBe(200);
    expect(document.body).toContain(`href="${EVERYWHERE_SENT}"`);
    expect(document.body).toContain(`src="${SNOWMAN_PATH_SENT}"`);
  });

  it('accepts no address that is longer than 2048 characters once normalised', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: owner.headers,
      payload: { links: [{ platform: 'website', url: `https://example.com/${'☃'.repeat(300)}` }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'links[0].url', message: res.json().message }],
    });
  });

  describe('rows stored before the fix', () => {
    async function storedLink(url: string): Promise<string> {
      const id = newId();
      const now = new Date();
      await t.app.db
        .insertInto('social_links')
        .values({
          id,
          user_id: owner.id,
          platform: 'website',
          url,
          sort_order: 0,
          rel_me: false,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return id;
    }

    it('are redirected to their normalised address', async () => {
      const click = await get(`/api/r/${await storedLink('https://例え.jp/古い')}`);
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe('https://xn--r8jz45g.jp/%E5%8F%A4%E3%81%84');
    });

    it('that no URL parser reads answer "Link not found" in the envelope, never a raw 500', async () => {
      const click = await get(`/api/r/${await storedLink('https://exa mple.com/')}`);
      expect(click.statusCode).toBe(404);
      expect(click.headers['content-type']).toMatch(/^application\/json/);
      expect(click.headers['x-content-type-options']).toBe('nosniff');
      expect(click.headers.location).toBeUndefined();
      expect(click.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'Link not found' });
    });
  });
});
