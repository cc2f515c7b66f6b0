import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem, insertRows, keyOf, storedFiles } from './gallery.test-support';

describe('owner gallery API (api-contract §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/gallery${url}`, headers: user.headers, ...(payload ? { payload } : {}) });

  it('lists nothing for a new owner, with the pagination block, and needs a token', async () => {
    const owner = await createUser(t.app);
    const res = await call(owner, 'GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      data: {
        items: [],
        totalCount: 0,
        pagination: { total: 0, limit: 100, offset: 0, hasMore: false },
        categories: [],
      },
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/gallery' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Access token required');
  });

  it('lists hidden items too, in order, with sorted distinct categories and a category filter', async () => {
    const owner = await createUser(t.app);
    const first = await addItem(t.app, owner, { title: 'First', category: 'Travel' });
    const hidden = await addItem(t.app, owner, { title: 'Hidden', category: 'art', isVisible: 'false' });
    const third = await addItem(t.app, owner, { title: 'Third' });
    const fourth = await addItem(t.app, owner, { title: 'Fourth', category: 'Travel' });

    const all = (await call(owner, 'GET', '')).json().data;
    expect(all.items.map((item: { title: string }) => item.title)).toEqual(['First', 'Hidden', 'Third', 'Fourth']);
    expect(all.items[1]).toEqual(hidden);
    expect(all.items[1].isVisible).toBe(false);
    expect(all.totalCount).toBe(4);
    expect(all.categories).toEqual(['art', 'Travel']);

    const travel = (await call(owner, 'GET', '?category=Travel')).json().data;
    expect(travel.items.map((item: { id: string }) => item.id)).toEqual([first.id, fourth.id]);
    expect(travel.totalCount).toBe(2);
    expect(travel.pagination).toEqual({ total: 2, limit: 100, offset: 0, hasMore: false });
    expect(travel.categories).toEqual(['art', 'Travel']);

    const page = (await call(owner, 'GET', '?limit=2&offset=1')).json().data;
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([hidden.id, third.id]);
    expect(page.pagination).toEqual({ total: 4, limit: 2, offset: 1, hasMore: true });
    const last = (await call(owner, 'GET', '?limit=2&offset=2&category=')).json().data;
    expect(last.pagination).toEqual({ total: 4, limit: 2, offset: 2, hasMore: false });
  });

  it('sorts equal orders newest first', async () => {
    const owner = await createUser(t.app);
    await insertRows(t.app, owner.id, 3, 0);
    await t.app.db.updateTable('gallery_items').set({ sort_order: 0 }).where('user_id', '=', owner.id).execute();
    const titles = (await call(owner, 'GET', '')).json().data.items.map((item: { title: string }) => item.title);
    expect(titles).toEqual(['Row 2', 'Row 1', 'Row 0']);
  });

  it('validates limit and offset', async () => {
    const owner = await createUser(t.app);
    const cases: Array<[string, string, string]> = [
      ['?limit=0', 'limit', 'Limit must be between 1 and 500'],
      ['?limit=501', 'limit', 'Limit must be between 1 and 500'],
      ['?limit=ten', 'limit', 'Limit must be between 1 and 500'],
      ['?offset=-1', 'offset', 'Offset must be 0 or more'],
      ['?offset=1.5', 'offset', 'Offset must be 0 or more'],
      ['?category=a&category=b', 'category', 'Category must be text'],
    ];
    for (const [query, path, message] of cases) {
      const res = await call(owner, 'GET', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] });
    }
    expect((await call(owner, 'GET', '?limit=500')).json().data.pagination.limit).toBe(500);
  });

  it('gets one item as the data itself', async () => {
    const owner = await createUser(t.app);
    const item = await addItem(t.app, owner, { title: 'Solo', tags: 'a,b' });
    const res = await call(owner, 'GET', `/${item.id}`);
    expect(res.json()).toEqual({ status: 'SUCCESS', data: item });
    const missing = await call(owner, 'GET', '/no-such-item');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'Gallery item not found' });
  });

  it('updates the given fields, clears with "" or null, and sets updatedAt', async () => {
    const owner = await createUser(t.app);
    const item = await addItem(t.app, owner, { title: 'Old', description: 'Text', category: 'Work', tags: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await call(owner, 'PUT', `/${item.id}`, {
      title: ' New ',
      description: '',
      category: null,
      tags: ' one, two ,',
      isVisible: false,
      ignored: 'field',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Gallery item updated successfully');
    const updated = res.json().data;
    expect(updated).toMatchObject({
      id: item.id,
      title: 'New',
      description: null,
      category: null,
      tags: ['one', 'two'],
      isVisible: false,
      imageUrl: item.imageUrl,
      createdAt: item.createdAt,
    });
    expect(updated.updatedAt > item.updatedAt).toBe(true);

    const tagsAsList = await call(owner, 'PUT', `/${item.id}`, { tags: ['  kept ', ''] });
    expect(tagsAsList.json().data).toMatchObject({ title: 'New', tags: ['kept'], isVisible: false });
    expect((await call(owner, 'PUT', `/${item.id}`, { isVisible: true })).json().data.isVisible).toBe(true);
  });

  it('refuses invalid updates with the field messages', async () => {
    const owner = await createUser(t.app);
    const item = await addItem(t.app, owner);
    const cases: Array<[object, string, string]> = [
      [{ title: null }, 'title', 'Title must be text'],
      [{ description: 'd'.repeat(1001) }, 'description', 'Description must be less than 1000 characters'],
      [{ category: 'c'.repeat(51) }, 'category', 'Category must be less than 50 characters'],
      [{ tags: 7 }, 'tags', 'Tags must be a list or a comma-separated text'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'At most 20 tags are allowed'],
      [{ isVisible: 'false' }, 'isVisible', 'isVisible must be true or false'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await call(owner, 'PUT', `/${item.id}`, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] });
    }
    expect((await call(owner, 'GET', `/${item.id}`)).json().data).toEqual(item);
    const missing = await call(owner, 'PUT', '/no-such-item', { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Gallery item not found');
  });

  it('deletes an item, renumbers the rest and removes both of its files', async () => {
    const owner = await createUser(t.app);
    const [a, b, c] = [await addItem(t.app, owner), await addItem(t.app, owner), await addItem(t.app, owner)];
    const files = [keyOf(b.imageUrl), keyOf(b.thumbnailUrl)];
    expect(storedFiles(t.config.dataDir)).toEqual(expect.arrayContaining(files));

    const res = await call(owner, 'DELETE', `/${b.id}`);
    expect(res.json()).toEqual({ status: 'SUCCESS', message: 'Gallery item deleted successfully', data: null });
    const left = (await call(owner, 'GET', '')).json().data.items;
    expect(left.map((item: { id: string; order: number }) => [item.id, item.order])).toEqual([
      [a.id, 0],
      [c.id, 1],
    ]);
    const after = storedFiles(t.config.dataDir);
    for (const file of files) expect(after).not.toContain(file);
    expect(after).toContain(keyOf(a.imageUrl));

    const again = await call(owner, 'DELETE', `/${b.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Gallery item not found');
  });

  it("answers another account's item with the same 404 and leaves it untouched", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const item = await addItem(t.app, owner, { title: 'Mine' });
    for (const [method, payload] of [['GET'], ['PUT', { title: 'Taken' }], ['DELETE']] as const) {
      const res = await call(stranger, method, `/${item.id}`, payload);
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'Gallery item not found' });
    }
    expect((await call(stranger, 'GET', '')).json().data.totalCount).toBe(0);
    expect((await call(owner, 'GET', `/${item.id}`)).json().data).toEqual(item);
    expect(storedFiles(t.config.dataDir)).toContain(keyOf(item.imageUrl));
  });
});
