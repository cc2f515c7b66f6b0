import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('page limits and password protection by plan (api-contract §4, §12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/pages', headers: user.headers, payload: body });
  const page = (slug: string, extra: Record<string, unknown> = {}) => ({ type: 'CUSTOM', title: slug, slug, ...extra });

  it('refuses the 4th page on STARTER with PLAN_LIMIT requiredTier RISE', async () => {
    const user = await createUser(t.app);
    for (const slug of ['one', 'two', 'three']) expect((await create(user, page(slug))).statusCode).toBe(201);
    const fourth = await create(user, page('four'));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({
      status: 'ERROR',
      code: 'PLAN_LIMIT',
      message: 'You have reached the page limit for your plan (3 pages). Upgrade to create more.',
      requiredTier: 'RISE',
    });
  });

  it('allows 10 pages on RISE and asks for BLAZE at the 11th; BLAZE has no limit', async () => {
    const rise = await createUser(t.app, { tier: 'RISE' });
    for (let i = 0; i < 10; i++) expect((await create(rise, page(`p${i}`))).statusCode).toBe(201);
    const eleventh = await create(rise, page('p10'));
    expect(eleventh.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      requiredTier: 'BLAZE',
      message: expect.stringContaining('(10 pages)'),
    });
    const blaze = await createUser(t.app, { tier: 'BLAZE' });
    for (let i = 0; i < 12; i++) expect((await create(blaze, page(`p${i}`))).statusCode).toBe(201);
  });

  it('treats an expired paid tier as STARTER', async () => {
    const lapsed = await createUser(t.app, { tier: 'RISE', tierDays: -1 });
    const res = await create(lapsed, page('locked', { isPasswordProtected: true, password: 'secret' }));
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'Password protection requires a RISE or BLAZE subscription',
      requiredTier: 'RISE',
    });
  });

  it('allows protection on RISE, refuses switching it on for STARTER, and clears the password when switched off', async () => {
    const starter = await createUser(t.app);
    const created = (await create(starter, page('open'))).json().data.page;
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${created.id}`,
      headers: starter.headers,
      payload: { isPasswordProtected: true, password: 'secret' },
    });
    expect(on.statusCode).toBe(403);
    expect(on.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      requiredTier: 'RISE',
      message: 'Password protection requires a RISE or BLAZE subscription',
    });

    const rise = await createUser(t.app, { tier: 'RISE' });
    const locked = (await create(rise, page('vip', { isPasswordProtected: true, password: 'secret' }))).json().data
      .page;
    expect(locked.isPasswordProtected).toBe(true);
    expect(JSON.stringify(locked)).not.toContain('secret');
    const row = await t.app.db.selectFrom('pages').selectAll().where('id', '=', locked.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${locked.id}`,
      headers: rise.headers,
      payload: { isPasswordProtected: false },
    });
    expect(off.json().data.page.isPasswordProtected).toBe(false);
    const cleared = await t.app.db
      .selectFrom('pages')
      .selectAll()
      .where('id', '=', locked.id)
      .executeTakeFirstOrThrow();
    expect(cleared.password_hash).toBeNull();
    expect(cleared.password_version).toBe(1);

    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${locked.id}`,
      headers: rise.headers,
      payload: { isPasswordProtected: true },
    });
    expect(again.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Password is required when protection is enabled',
    });
  });

  it('lets a downgraded owner edit a protected page, marks it lockedByPlan, and never returns a password', async () => {
    const user = await createUser(t.app, { tier: 'RISE' });
    const vip = (
      await create(user, page('vip', { isPasswordProtected: true, password: 'secret', isPublished: true }))
    ).json().data.page;
    await t.app.db
      .updateTable('users')
      .set({ tier: 'STARTER', tier_expires_at: null })
      .where('id', '=', user.id)
      .execute();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${vip.id}`,
      headers: user.headers,
      payload: { title: 'Still mine' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.page).toMatchObject({ title: 'Still mine', isPasswordProtected: true, lockedByPlan: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/pages', headers: user.headers });
    expect(list.body).not.toMatch(/password(?!Protected)/i);
  });
});
