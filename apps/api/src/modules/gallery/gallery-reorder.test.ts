import type { GalleryItem } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem } from './gallery.test-support';

describe('POST /api/gallery/reorder (the pages rules, api-contract §4)', () => {
  let t: TestApp;
  let owner: TestUser;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app);
    ids = {};
    for (const title of ['a', 'b', 'c', 'd']) ids[title] = (await addItem(t.app, owner, { title })).id;
  });
  afterAll(() => t.close());

  const reorder = (payload: unknown, user = owner) =>
    t.app.inject({ method: 'POST', url: '/api/gallery/reorder', headers: user.headers, payload: payload as object });
  const titles = (items: GalleryItem[]) => items.map((item) => `${item.title}${item.order}`).join(' ');
  const listed = async () =>
    titles((await t.app.inject({ method: 'GET', url: '/api/gallery', headers: owner.headers })).json().data.items);

  it('applies the given order in one request and renumbers 0..n-1', async () => {
    const res = await reorder({
      itemOrders: [
        { id: ids.d, order: 0 },
        { id: ids.c, order: 1 },
        { id: ids.b, order: 2 },
        { id: ids.a, order: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Gallery items reordered successfully');
    expect(titles(res.json().data.items)).toBe('d0 c1 b2 a3');
    expect(await listed()).toBe('d0 c1 b2 a3');
  });

  it('puts unlisted items after the listed ones in their old relative order; ties keep request order', async () => {
    const res = await reorder({
      itemOrders: [
        { id: ids.a, order: 5 },
        { id: ids.b, order: 5 },
      ],
    });
    expect(titles(res.json().data.items)).toBe('a0 b1 d2 c3');
  });

  it('refuses a body without an array, a bad order and an unknown id, changing nothing', async () => {
    for (const body of [{ itemOrders: 'x' }, {}, undefined]) {
      const res = await reorder(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'itemOrders must be an array',
        errors: [{ path: 'itemOrders', message: 'itemOrders must be an array' }],
      });
    }
    const badOrder = await reorder({ itemOrders: [{ id: ids.a, order: -1 }] });
    expect(badOrder.json()).toMatchObject({
      message: 'Order must be a whole number of 0 or more',
      errors: [{ path: 'itemOrders[0].order' }],
    });
    const unknown = await reorder({
      itemOrders: [
        { id: ids.c, order: 0 },
        { id: 'nope', order: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Unknown item id',
      errors: [{ path: 'itemOrders[1].id', message: 'Unknown item id' }],
    });
    expect(await listed()).toBe('a0 b1 d2 c3');
  });

  it("treats another account's item ids as unknown and never moves them", async () => {
    const stranger = await createUser(t.app);
    const theirs = await addItem(t.app, stranger, { title: 'theirs' });
    const res = await reorder({ itemOrders: [{ id: theirs.id, order: 0 }] });
    expect(res.json()).toMatchObject({ message: 'Unknown item id', errors: [{ path: 'itemOrders[0].id' }] });
    const mine = await reorder({ itemOrders: [{ id: ids.a, order: 0 }] }, stranger);
    expect(mine.json().message).toBe('Unknown item id');
    expect(await listed()).toBe('a0 b1 d2 c3');
  });
});
