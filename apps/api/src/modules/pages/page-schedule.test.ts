import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { freezeDateOnWholeSecond } from '../../../test/helpers/clock';

/**
 * Scheduled publishing (decision 056) with a clock of our own: a page appears at its publish
 * second and goes at its unpublish second on every public read, whatever a cache or a stored
 * document rendered before holds, and no job has to run.
 */
describe('scheduled publishing (BLAZE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const create = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/pages', headers: user.headers, payload: body });
  const storedNames = async (ownerId: string) =>
    (await t.app.db.selectFrom('rendered_documents').select('document').where('owner_id', '=', ownerId).execute()).map(
      (row) => row.document,
    );

  it('shows a page from its publish second to its unpublish second, over cached and stored documents', async () => {
    // Whole seconds, so "one second before" is exact.
    const start = freezeDateOnWholeSecond();
    const owner = await createUser(t.app, { tier: 'BLAZE', username: `sched${start % 100000}` });
    const publishAt = new Date(start + 60_000);
    const unpublishAt = new Date(start + 120_000);
    const res = await create(owner, {
      type: 'ABOUT',
      title: 'Launch notes',
      slug: 'launch',
      isPublished: true,
      publishAt: publishAt.toISOString(),
      unpublishAt: unpublishAt.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.page).toMatchObject({
      publishAt: publishAt.toISOString(),
      unpublishAt: unpublishAt.toISOString(),
      lockedByPlan: false,
    });
    const profileUrl = `/public/${owner.row.username}`;
    const pageUrl = `${profileUrl}/pages/launch`;
    const jsonUrl = `/api/public/${owner.row.username}/pages/launch`;
    // The profile was stored at the write; two views keep it in this process's cache too.
    expect(await storedNames(owner.id)).toContain('profile');
    for (let i = 0; i < 2; i++) expect((await get(profileUrl)).body).not.toContain('Launch notes');
    expect(t.app.publicCache.size).toBeGreaterThan(0);

    const list = await get(`/api/public/${owner.row.username}/pages`);
    expect(list.json().data.pages).toEqual([]);
    // A shared answer is never cached past the publish second.
    expect(list.headers['cache-control']).toBe('public, max-age=30');

    vi.setSystemTime(publishAt.getTime() - 1000);
    expect((await get(pageUrl)).statusCode).toBe(404);
    expect((await get(jsonUrl)).statusCode).toBe(404);
    expect((await get(profileUrl)).body).not.toContain('Launch notes');
    expect((await get(`/api/public/${owner.row.username}/pages`)).headers['cache-control']).toBe('public, max-age=1');

    vi.setSystemTime(publishAt);
    expect((await get(pageUrl)).statusCode).toBe(200);
    expect((await get(pageUrl)).body).toContain('Launch notes');
    expect((await get(jsonUrl)).json().data.page).toMatchObject({ slug: 'launch', title: 'Launch notes' });
    expect((await get(jsonUrl)).json().data.page).not.toHaveProperty('unpublishAt');
    expect((await get(profileUrl)).body).toContain('Launch notes');
    // A write while live stores the page's first-view document, valid until the unpublish second.
    const write = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { tagline: 'Live now' },
    });
    expect(write.statusCode).toBe(200);
    expect(await storedNames(owner.id)).toContain('page:launch');
    for (let i = 0; i < 2; i++) expect((await get(pageUrl)).statusCode).toBe(200);

    vi.setSystemTime(unpublishAt.getTime() - 1000);
    expect((await get(pageUrl)).statusCode).toBe(200);
    expect((await get(`/api/public/${owner.row.username}/pages`)).headers['cache-control']).toBe('public, max-age=1');

    vi.setSystemTime(unpublishAt);
    expect((await get(pageUrl)).statusCode).toBe(404);
    expect((await get(jsonUrl)).statusCode).toBe(404);
    expect((await get(profileUrl)).body).not.toContain('Launch notes');
    expect((await get(`/api/public/${owner.row.username}/pages`)).json().data.pages).toEqual([]);
  });

  it('refuses a schedule below BLAZE with PLAN_LIMIT, and an end before the start', async () => {
    const rise = await createUser(t.app, { tier: 'RISE' });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const refused = await create(rise, { type: 'ABOUT', title: 'Soon', slug: 'soon', publishAt: at });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: 'ERROR',
      code: 'PLAN_LIMIT',
      message: 'Scheduled publishing requires a BLAZE subscription',
      requiredTier: 'BLAZE',
    });

    const blaze = await createUser(t.app, { tier: 'BLAZE' });
    const early = new Date(Date.now() + 1_800_000).toISOString();
    const backwards = await create(blaze, {
      type: 'ABOUT',
      title: 'Soon',
      slug: 'soon',
      publishAt: at,
      unpublishAt: early,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { path: 'unpublishAt', message: 'Unpublish at must be after Publish at' },
    ]);

    // Only one side sent: the stored other side counts.
    const page = (await create(blaze, { type: 'ABOUT', title: 'Soon', slug: 'soon', publishAt: at })).json().data.page;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${page.id}`,
      headers: blaze.headers,
      payload: { unpublishAt: early },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual([{ path: 'unpublishAt', message: 'Unpublish at must be after Publish at' }]);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${page.id}`,
      headers: blaze.headers,
      payload: { publishAt: 'tomorrow' },
    });
    expect(invalid.json().errors).toEqual([{ path: 'publishAt', message: 'Publish at must be a valid date and time' }]);
  });

  it('lets a downgraded owner keep a schedule that no longer fires', async () => {
    const owner = await createUser(t.app, { tier: 'BLAZE', username: `lapsed${Date.now() % 100000}` });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await create(owner, { type: 'ABOUT', title: 'Later', slug: 'later', isPublished: true, publishAt: later });
    expect((await get(`/public/${owner.row.username}/pages/later`)).statusCode).toBe(404);
    await t.app.db.updateTable('users').set({ tier: 'RISE' }).where('id', '=', owner.id).execute();
    // The downgrade is a write of the product (its own invalidation); here the cache is emptied by hand.
    await t.app.publicCache.invalidateOwner(owner.id);
    expect((await get(`/public/${owner.row.username}/pages/later`)).statusCode).toBe(200);
    const pages = await t.app.inject({ method: 'GET', url: '/api/pages', headers: owner.headers });
    expect(pages.json().data.pages[0]).toMatchObject({ publishAt: later, lockedByPlan: false });
  });
});
