import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { insertRows } from '../gallery/gallery.test-support';

/** Issue 32: the owner may show the latest visible gallery images (up to 6) on the profile (decision 045). */
describe('the gallery on the profile (PUT /api/profile showGalleryOnProfile)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'adwoa', firstName: 'Adwoa' });
    other = await createUser(t.app, { username: 'kojo', firstName: 'Kojo' });
    // Rows 0 to 9, each newer than the last; Row 8 hidden.
    await insertRows(t.app, owner.id, 10);
    await t.app.db.updateTable('gallery_items').set({ is_visible: false }).where('title', '=', 'Row 8').execute();
    await insertRows(t.app, other.id, 2);
  });
  afterAll(() => t.close());

  const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
  const put = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', headers: auth(user), payload });
  const profileHtml = async (username: string) =>
    (await t.app.inject({ method: 'GET', url: `/public/${username}` })).body;
  /** The alt texts of the profile's "Latest work" thumbnails, in order. */
  const latestWork = (html: string) => {
    const section = /<section aria-labelledby="latest-work".*?<\/section>/s.exec(html)?.[0];
    return section ? [...section.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]) : null;
  };

  it('is off for an existing profile: the owner reads false and the profile shows no gallery', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(owner) });
    expect(res.json().data.profile.showGalleryOnProfile).toBe(false);
    expect(latestWork(await profileHtml('adwoa'))).toBeNull();
  });

  it('turned on, the profile shows the six newest visible images, newest first, linking to the gallery', async () => {
    const res = await put(owner, { showGalleryOnProfile: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully');
    expect(res.json().data.profile.showGalleryOnProfile).toBe(true);
    const html = await profileHtml('adwoa');
    expect(latestWork(html)).toEqual(['Row 9', 'Row 7', 'Row 6', 'Row 5', 'Row 4', 'Row 3']);
    expect(html).toContain('<h2 id="latest-work"');
    expect(html).toContain('href="/public/adwoa/gallery"');
    // One account's setting is its own: the other owner's profile is unchanged.
    expect(latestWork(await profileHtml('kojo'))).toBeNull();
    const others = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(other) });
    expect(others.json().data.profile.showGalleryOnProfile).toBe(false);
  });

  it('follows the gallery: an image hidden since leaves the profile', async () => {
    await t.app.inject({ method: 'GET', url: '/public/adwoa' });
    const row9 = await t.app.db
      .selectFrom('gallery_items')
      .select('id')
      .where('title', '=', 'Row 9')
      .executeTakeFirstOrThrow();
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${row9.id}`,
      headers: auth(owner),
      payload: { isVisible: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect(latestWork(await profileHtml('adwoa'))).toEqual(['Row 7', 'Row 6', 'Row 5', 'Row 4', 'Row 3', 'Row 2']);
    // Another account cannot touch the owner's image: not found, and the profile is as it was.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${row9.id}`,
      headers: auth(other),
      payload: { isVisible: true },
    });
    expect(foreign.statusCode).toBe(404);
    expect(latestWork(await profileHtml('adwoa'))?.[0]).toBe('Row 7');
  });

  it('refuses a value that is not a boolean, and leaves the setting as it was', async () => {
    const res = await put(owner, { showGalleryOnProfile: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('showGalleryOnProfile must be a boolean');
    const after = await t.app.inject({ method: 'GET', url: '/api/profile', headers: auth(owner) });
    expect(after.json().data.profile.showGalleryOnProfile).toBe(true);
  });

  it('turned off again, the profile shows no gallery', async () => {
    expect((await put(owner, { showGalleryOnProfile: false })).statusCode).toBe(200);
    expect(latestWork(await profileHtml('adwoa'))).toBeNull();
  });
});
