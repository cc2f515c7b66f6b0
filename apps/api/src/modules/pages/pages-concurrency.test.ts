import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

const STARTER_LIMIT = {
  status: 'ERROR',
  code: 'PLAN_LIMIT',
  message: 'You have reached the page limit for your plan (3 pages). Upgrade to create more.',
  requiredTier: 'RISE',
};

describe('page limit and page order under parallel requests (issue 10, hole 6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (user: TestUser, slug: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: user.headers,
      payload: { type: 'CUSTOM', title: slug, slug },
    });
  const createInParallel = (user: TestUser, count: number, prefix: string) =>
    Promise.all(Array.from({ length: count }, (_, i) => create(user, `${prefix}-${i}`)));
  const storedOrders = async (userId: string) =>
    (await t.app.db.selectFrom('pages').select('sort_order').where('user_id', '=', userId).execute())
      .map((row) => Number(row.sort_order))
      .sort((a, b) => a - b);
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('lets exactly one of 12 parallel creates through for a STARTER owner one below the limit', async () => {
    const user = await createUser(t.app);
    for (const slug of ['one', 'two']) expect((await create(user, slug)).statusCode).toBe(201);

    const answers = await createInParallel(user, 12, 'race');

    const created = answers.filter((res) => res.statusCode === 201);
    const refused = answers.filter((res) => res.statusCode !== 201);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(11);
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(STARTER_LIMIT);
    }
    expect(created[0]!.json().data.page.order).toBe(2);
    expect(await storedOrders(user.id)).toEqual(upTo(3));
  });

  it('lets exactly three of 15 parallel creates through for an empty STARTER account, numbered 0..2', async () => {
    const user = await createUser(t.app);

    const answers = await createInParallel(user, 15, 'fresh');

    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 201)) expect(res.json()).toEqual(STARTER_LIMIT);
    expect(await storedOrders(user.id)).toEqual(upTo(3));
  });

  it('gives 15 parallel creates on BLAZE (no limit) 15 distinct, contiguous orders', async () => {
    const user = await createUser(t.app, { tier: 'BLAZE' });

    const answers = await createInParallel(user, 15, 'many');

    expect(answers.map((res) => res.statusCode)).toEqual(Array(15).fill(201));
    const answered = answers.map((res) => res.json().data.page.order as number).sort((a, b) => a - b);
    expect(answered).toEqual(upTo(15));
    expect(await storedOrders(user.id)).toEqual(upTo(15));
  });

  it('keeps orders 0..n-1 when creates, deletes and a reorder of one owner run at the same time', async () => {
    const user = await createUser(t.app, { tier: 'BLAZE' });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await create(user, `old-${i}`)).json().data.page.id);

    const answers = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/pages/${ids[0]}`, headers: user.headers }),
      create(user, 'new-0'),
      t.app.inject({
        method: 'POST',
        url: '/api/pages/reorder',
        headers: user.headers,
        payload: { pageOrders: [{ id: ids[5], order: 0 }] },
      }),
      t.app.inject({ method: 'DELETE', url: `/api/pages/${ids[3]}`, headers: user.headers }),
      create(user, 'new-1'),
      create(user, 'new-2'),
    ]);

    expect(answers.map((res) => res.statusCode)).toEqual([200, 201, 200, 200, 201, 201]);
    expect(await storedOrders(user.id)).toEqual(upTo(7));
  });
});
