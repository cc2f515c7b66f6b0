import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

/** A protected page asked for without its unlock (api-contract §8.2). */
const PASSWORD_REQUIRED = { status: 'ERROR', code: 'PASSWORD_REQUIRED', message: 'This page is password protected' };

describe('public pages API (api-contract §8.2)', () => {
  let t: TestApp;
  let owner: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { tier: 'RISE', username: 'Ama_Mensah', firstName: 'Ama' });
    const pages = [
      { type: 'ABOUT', title: 'About', slug: 'about', isPublished: true, content: { headline: 'Hi' } },
      { type: 'PROJECTS', title: 'Draft', slug: 'draft' },
      {
        type: 'CUSTOM',
        title: 'Secret',
        slug: 'secret',
        isPublished: true,
        isPasswordProtected: true,
        password: 'open sesame',
      },
    ];
    for (const page of pages) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner.headers, payload: page });
      ids[page.slug] = res.json().data.page.id;
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const unlock = (payload: object) => t.app.inject({ method: 'POST', url: '/api/public/access-protected', payload });

  it('lists published pages in order, case-insensitively by username, with public caching', async () => {
    const res = await get('/api/public/ama_mensah/pages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json().data.pages).toEqual([
      {
        id: ids.about,
        slug: 'about',
        title: 'About',
        type: 'ABOUT',
        order: 0,
        isPublished: true,
        isPasswordProtected: false,
      },
      {
        id: ids.secret,
        slug: 'secret',
        title: 'Secret',
        type: 'CUSTOM',
        order: 2,
        isPublished: true,
        isPasswordProtected: true,
      },
    ]);
  });

  it('serves a published page and hides drafts and unknown slugs with 404 "Page not found"', async () => {
    const page = (await get('/api/public/Ama_Mensah/pages/about')).json().data.page;
    expect(page).toMatchObject({
      id: ids.about,
      title: 'About',
      content: { headline: 'Hi' },
      isPasswordProtected: false,
    });
    expect(page).not.toHaveProperty('lockedByPlan');
    for (const slug of ['draft', 'nope']) {
      const res = await get(`/api/public/Ama_Mensah/pages/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'Page not found' });
    }
  });

  it('answers 404 "Profile not found" and 403 "This profile is private"', async () => {
    expect((await get('/api/public/nobody/pages')).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
    const hidden = await createUser(t.app, { username: 'hidden' });
    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', hidden.id).execute();
    const res = await get('/api/public/hidden/pages');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: 'This profile is private' });
  });

  it('asks for the password, refuses a wrong one, unlocks with the right one (cookie and header)', async () => {
    const locked = await get('/api/public/Ama_Mensah/pages/secret');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual(PASSWORD_REQUIRED);
    expect(locked.headers['cache-control']).toBe('private, no-store');

    expect((await unlock({ username: 'Ama_Mensah', slug: 'secret', password: 'wrong' })).json()).toEqual({
      status: 'ERROR',
      code: 'INVALID_PASSWORD',
      message: 'Incorrect password',
    });
    expect((await unlock({ username: 'Ama_Mensah', slug: 'secret', password: '   ' })).json().message).toBe(
      'Password is required',
    );
    expect((await unlock({ slug: 'secret', password: 'x' })).json().message).toBe('Username and slug are required');

    const ok = await unlock({ username: 'ama_mensah', slug: 'secret', password: 'open sesame' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Access granted',
      data: { page: { id: ids.secret }, accessToken: expect.any(String) },
    });
    const cookie = ok.cookies.find((c) => c.name === `sl_pa_${ids.secret}`)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });
    expect(ok.body).not.toContain('open sesame');

    const viaCookie = await get('/api/public/Ama_Mensah/pages/secret', { cookie: `${cookie.name}=${cookie.value}` });
    expect(viaCookie.json().data.page.title).toBe('Secret');
    const viaHeader = await get('/api/public/Ama_Mensah/pages/secret', { 'x-page-access': ok.json().data.accessToken });
    expect(viaHeader.statusCode).toBe(200);
    // An unlock for one page opens no other.
    expect((await get('/api/public/Ama_Mensah/pages/about', { 'x-page-access': 'garbage' })).statusCode).toBe(200);

    // Changing the password ends every unlock already given.
    await t.app.inject({
      method: 'PUT',
      url: `/api/pages/${ids.secret}`,
      headers: owner.headers,
      payload: { password: 'new words' },
    });
    expect(
      (await get('/api/public/Ama_Mensah/pages/secret', { 'x-page-access': ok.json().data.accessToken })).statusCode,
    ).toBe(403);
  });

  it('limits wrong passwords to 5 per 15 minutes per visitor and page (429)', async () => {
    const rise = await createUser(t.app, { tier: 'RISE', username: 'limited' });
    await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: rise.headers,
      payload: {
        type: 'CUSTOM',
        title: 'Vault',
        slug: 'vault',
        isPublished: true,
        isPasswordProtected: true,
        password: 'right pass',
      },
    });
    for (let i = 0; i < 5; i++) {
      expect((await unlock({ username: 'limited', slug: 'vault', password: `wrong${i}` })).statusCode).toBe(403);
    }
    const blocked = await unlock({ username: 'limited', slug: 'vault', password: 'right pass' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toEqual(expect.any(String));
  });

  it('after a downgrade serves only the first 3 published pages and never a protected one', async () => {
    const user = await createUser(t.app, { tier: 'BLAZE', username: 'downgraded' });
    for (const slug of ['p1', 'p2', 'p3', 'p4']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/pages',
        headers: user.headers,
        payload: {
          type: 'CUSTOM',
          title: slug,
          slug,
          isPublished: true,
          ...(slug === 'p2' ? { isPasswordProtected: true, password: 'abcd' } : {}),
        },
      });
    }
    await t.app.db
      .updateTable('users')
      .set({ tier: 'STARTER', tier_expires_at: null })
      .where('id', '=', user.id)
      .execute();
    const list = (await get('/api/public/downgraded/pages')).json().data.pages.map((p: { slug: string }) => p.slug);
    expect(list).toEqual(['p1', 'p3']);
    expect((await get('/api/public/downgraded/pages/p2')).statusCode).toBe(404);
    expect((await get('/api/public/downgraded/pages/p4')).statusCode).toBe(404);
    const owned = (await t.app.inject({ method: 'GET', url: '/api/pages', headers: user.headers })).json().data.pages;
    expect(owned.map((p: { slug: string; lockedByPlan: boolean }) => `${p.slug}:${p.lockedByPlan}`)).toEqual([
      'p1:false',
      'p2:true',
      'p3:false',
      'p4:true',
    ]);
  });

  it('sends X-Robots-Tag noindex when the owner turned indexing off', async () => {
    await t.app.db.updateTable('profiles').set({ allow_indexing: false }).where('user_id', '=', owner.id).execute();
    expect((await get('/api/public/Ama_Mensah/pages')).headers['x-robots-tag']).toBe('noindex');
    await t.app.db.updateTable('profiles').set({ allow_indexing: true }).where('user_id', '=', owner.id).execute();
  });

  /** api-contract §8: "every public response" of an owner who turned indexing off, errors included. */
  it('sends X-Robots-Tag noindex on the 403s and 404s of an owner who turned indexing off', async () => {
    const quiet = await createUser(t.app, { tier: 'RISE', username: 'quiet_ama' });
    const quietPages = [
      { type: 'ABOUT', title: 'About', slug: 'about', isPublished: true, content: 'Hi' },
      { type: 'PROJECTS', title: 'Draft', slug: 'draft' },
      { type: 'CUSTOM', title: 'Vault', slug: 'vault', isPublished: true, isPasswordProtected: true, password: 'abcd' },
    ];
    for (const page of quietPages) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers: quiet.headers, payload: page });
      expect(res.statusCode).toBe(201);
    }
    await t.app.db.updateTable('profiles').set({ allow_indexing: false }).where('user_id', '=', quiet.id).execute();
    const pageNotFound = { status: 'ERROR', code: 'NOT_FOUND', message: 'Page not found' };

    const list = await get('/api/public/quiet_ama/pages');
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-robots-tag']).toBe('noindex');
    const open = await get('/api/public/quiet_ama/pages/about');
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-robots-tag']).toBe('noindex');

    for (const slug of ['missing', 'draft']) {
      const res = await get(`/api/public/quiet_ama/pages/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json(), slug).toEqual(pageNotFound);
      expect(res.headers['x-robots-tag'], slug).toBe('noindex');
    }
    const locked = await get('/api/public/quiet_ama/pages/vault');
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual(PASSWORD_REQUIRED);
    expect(locked.headers['x-robots-tag']).toBe('noindex');

    const unlockMissing = await unlock({ username: 'quiet_ama', slug: 'missing', password: 'abcd' });
    expect(unlockMissing.statusCode).toBe(404);
    expect(unlockMissing.json()).toEqual(pageNotFound);
    expect(unlockMissing.headers['x-robots-tag']).toBe('noindex');
    const wrong = await unlock({ username: 'quiet_ama', slug: 'vault', password: 'wrong' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ status: 'ERROR', code: 'INVALID_PASSWORD', message: 'Incorrect password' });
    expect(wrong.headers['x-robots-tag']).toBe('noindex');

    // A private profile: the owner is known, so their preference still holds on the 403.
    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', quiet.id).execute();
    const privateOwner = { status: 'ERROR', code: 'FORBIDDEN', message: 'This profile is private' };
    for (const url of ['/api/public/quiet_ama/pages', '/api/public/quiet_ama/pages/about']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual(privateOwner);
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }

    // An unknown username has no owner and so no preference; an indexable owner's 404 has no header.
    const unknown = await get('/api/public/nobody_here/pages/about');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'Profile not found' });
    expect(unknown.headers['x-robots-tag']).toBeUndefined();
    const indexable = await get('/api/public/Ama_Mensah/pages/missing');
    expect(indexable.statusCode).toBe(404);
    expect(indexable.headers['x-robots-tag']).toBeUndefined();
  });
});
