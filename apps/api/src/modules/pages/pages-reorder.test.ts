import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('POST /api/pages/reorder', () => {
  let t: TestApp;
  let user: TestUser;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app, { tier: 'RISE' });
    ids = {};
    for (const slug of ['a', 'b', 'c', 'd']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pages',
        headers: user.headers,
        payload: { type: 'CUSTOM', title: slug, slug },
      });
      ids[slug] = res.json().data.page.id;
    }
  });
  afterAll(() => t.close());

  const reorder = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/pages/reorder', headers: user.headers, payload: payload as object });
  const slugs = (pages: Array<{ slug: string; order: number }>) => pages.map((p) => `${p.slug}${p.order}`).join(' ');

  it('applies the given order in one request and renumbers 0..n-1', async () => {
    const res = await reorder({
      pageOrders: [
        { id: ids.d, order: 0 },
        { id: ids.c, order: 1 },
        { id: ids.b, order: 2 },
        { id: ids.a, order: 3 },
      ],
    });
    expect(res.json().message).toBe('Pages reordered successfully');
    expect(slugs(res.json().data.pages)).toBe('d0 c1 b2 a3');
  });

  it('puts unlisted pages after the listed ones in their old relative order; ties keep request order', async () => {
    const res = await reorder({
      pageOrders: [
        { id: ids.a, order: 5 },
        { id: ids.b, order: 5 },
      ],
    });
    expect(slugs(res.json().data.pages)).toBe('a0 b1 d2 c3');
  });

  it('refuses a body without an array and an unknown id, changing nothing', async () => {
    const notArray = await reorder({ pageOrders: 'x' });
    expect(notArray.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'pageOrders must be an array' });
    const unknown = await reorder({
      pageOrders: [
        { id: ids.c, order: 0 },
        { id: 'nope', order: 1 },
      ],
    });
    expect(unknown.json()).toMatchObject({
      message: 'Unknown page id',
      errors: [{ path: 'pageOrders[1].id', message: 'Unknown page id' }],
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/pages', headers: user.headers });
    expect(slugs(list.json().data.pages)).toBe('a0 b1 d2 c3');
  });
});
