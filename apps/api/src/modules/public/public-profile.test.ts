import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('GET /api/public/:username and the click redirect (api-contract §8.1, §8.3)', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'Esi', firstName: 'Esi', lastName: 'Owusu' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { bio: 'I paint.', tagline: 'Painter', country: 'Ghana', phone: '+233 20 000 0000' },
    });
    const links = Array.from({ length: 5 }, (_, i) => ({ platform: 'website', url: `https://esi.example/${i}` }));
    await t.app.inject({ method: 'PUT', url: '/api/profile/social-links', headers: owner.headers, payload: { links } });
  });
  afterAll(() => t.close());

  it('answers the flat public profile, without e-mail, phone or user id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/esi' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const data = res.json().data;
    expect(data).toMatchObject({
      username: 'Esi',
      firstName: 'Esi',
      lastName: 'Owusu',
      bio: 'I paint.',
      tagline: 'Painter',
      country: 'Ghana',
      website: 'https://esi.example/0',
      isPublic: true,
      allowIndexing: true,
      showPoweredBy: true,
      hasResume: false,
      verificationBadges: [],
      verifiedDomain: null,
    });
    expect(data.socialLinks).toHaveLength(5);
    expect(data.socialLinks[0]).toEqual({
      id: expect.any(String),
      platform: 'website',
      url: 'https://esi.example/0',
      order: 0,
      clickUrl: `http://localhost:3000/api/r/${data.socialLinks[0].id}`,
      relMe: false,
      kind: 'website',
      title: null,
      thumbnailUrl: null,
      verified: false,
    });
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain('+233');
    expect(res.body).not.toContain(owner.id);
  });

  it('caps social links at the plan limit after a downgrade and hides branding on paid plans', async () => {
    const rise = await createUser(t.app, { tier: 'RISE', username: 'rise-owner' });
    const links = Array.from({ length: 8 }, (_, i) => ({ platform: 'github', url: `https://github.com/r${i}` }));
    await t.app.inject({ method: 'PUT', url: '/api/profile/social-links', headers: rise.headers, payload: { links } });
    const paid = (await t.app.inject({ method: 'GET', url: '/api/public/rise-owner' })).json().data;
    expect(paid.socialLinks).toHaveLength(8);
    expect(paid.showPoweredBy).toBe(false);
    await t.app.db
      .updateTable('users')
      .set({ tier: 'STARTER', tier_expires_at: null })
      .where('id', '=', rise.id)
      .execute();
    const lapsed = (await t.app.inject({ method: 'GET', url: '/api/public/rise-owner' })).json().data;
    expect(lapsed.socialLinks.map((l: { url: string }) => l.url)).toEqual(links.slice(0, 5).map((l) => l.url));
    expect(lapsed.showPoweredBy).toBe(true);
    const beyond = paid.socialLinks[6];
    const redirect = await t.app.inject({ method: 'GET', url: `/api/r/${beyond.id}` });
    expect(redirect.statusCode).toBe(404);
    expect(redirect.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: 'Link not found' });
  });

  it('shows a badge only when granted, and answers a private profile with username and isPublic only', async () => {
    await t.app.db
      .updateTable('users')
      .set({
        has_verified_badge: true,
        verified_badge_type: 'business',
        verified_badge_at: new Date('2025-01-02T00:00:00Z'),
      })
      .where('id', '=', owner.id)
      .execute();
    const data = (await t.app.inject({ method: 'GET', url: '/api/public/ESI' })).json().data;
    expect(data.verificationBadges).toEqual([{ type: 'business', verifiedAt: '2025-01-02T00:00:00.000Z' }]);

    const hidden = await createUser(t.app, { username: 'quiet' });
    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', hidden.id).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/public/quiet' })).json()).toEqual({
      status: 'SUCCESS',
      data: { username: 'quiet', isPublic: false },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/nobody' })).json()).toEqual({
      status: 'ERROR',
      code: 'NOT_FOUND',
      message: 'Profile not found',
    });
  });

  it('redirects a click to the saved URL with no-store and noindex', async () => {
    const link = (await t.app.inject({ method: 'GET', url: '/api/public/esi' })).json().data.socialLinks[1];
    const res = await t.app.inject({ method: 'GET', url: `/api/r/${link.id}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://esi.example/1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await t.app.inject({ method: 'GET', url: '/api/r/unknown' })).statusCode).toBe(404);
  });
});
