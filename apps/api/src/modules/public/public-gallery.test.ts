import type { GalleryItem } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem } from '../gallery/gallery.test-support';

describe('GET /api/public/:username/gallery (api-contract §8.2)', () => {
  let t: TestApp;
  let owner: TestUser;
  let items: Record<string, GalleryItem>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'Efua_Lens', firstName: 'Efua' });
    items = {
      harbour: await addItem(t.app, owner, { title: 'Harbour', category: 'Travel', tags: 'sea,boats' }),
      secret: await addItem(t.app, owner, { title: 'Secret', category: 'Private', isVisible: 'false' }),
      market: await addItem(t.app, owner, { title: 'Market', category: 'Street' }),
      dunes: await addItem(t.app, owner, { title: 'Dunes', category: 'Travel' }),
    };
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const publicShape = ({ isVisible: _visible, updatedAt: _updated, ...item }: GalleryItem) => item;

  it('lists visible items only, in order, with public caching and the categories of visible items', async () => {
    const res = await get('/api/public/efua_lens/gallery');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      data: {
        items: [publicShape(items.harbour!), publicShape(items.market!), publicShape(items.dunes!)],
        totalCount: 3,
        pagination: { total: 3, limit: 100, offset: 0, hasMore: false },
        categories: ['Street', 'Travel'],
      },
    });
    expect(res.json().data.items[0]).toMatchObject({ tags: ['sea', 'boats'], url: items.harbour!.imageUrl });
  });

  it('filters by category and pages with limit and offset', async () => {
    const travel = (await get('/api/public/Efua_Lens/gallery?category=Travel')).json().data;
    expect(travel.items.map((item: GalleryItem) => item.title)).toEqual(['Harbour', 'Dunes']);
    expect(travel.totalCount).toBe(2);
    const hiddenCategory = (await get('/api/public/efua_lens/gallery?category=Private')).json().data;
    expect(hiddenCategory).toMatchObject({ items: [], totalCount: 0 });
    const page = (await get('/api/public/efua_lens/gallery?limit=1&offset=1')).json().data;
    expect(page.items.map((item: GalleryItem) => item.title)).toEqual(['Market']);
    expect(page.pagination).toEqual({ total: 3, limit: 1, offset: 1, hasMore: true });
    const bad = await get('/api/public/efua_lens/gallery?limit=501');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Limit must be between 1 and 500');
  });

  it('answers 404 for an unknown profile and 403 for a private one', async () => {
    const missing = await get('/api/public/nobody-here/gallery');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'Profile not found' });

    const shy = await createUser(t.app, { username: 'shy_one' });
    await addItem(t.app, shy);
    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', shy.id).execute();
    const privateRes = await get('/api/public/shy_one/gallery');
    expect(privateRes.statusCode).toBe(403);
    expect(privateRes.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: 'This profile is private' });
  });

  it('sends X-Robots-Tag: noindex when the owner turned indexing off', async () => {
    await t.app.db.updateTable('profiles').set({ allow_indexing: false }).where('user_id', '=', owner.id).execute();
    const res = await get('/api/public/efua_lens/gallery');
    await t.app.db.updateTable('profiles').set({ allow_indexing: true }).where('user_id', '=', owner.id).execute();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');

    // The owner is known on the 403 of a private profile too, so it carries their preference.
    const quiet = await createUser(t.app, { username: 'quiet_lens' });
    const hidden = { is_public: false, allow_indexing: false };
    await t.app.db.updateTable('profiles').set(hidden).where('user_id', '=', quiet.id).execute();
    const privateRes = await get('/api/public/quiet_lens/gallery');
    expect(privateRes.statusCode).toBe(403);
    expect(privateRes.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: 'This profile is private' });
    expect(privateRes.headers['x-robots-tag']).toBe('noindex');
  });
});
