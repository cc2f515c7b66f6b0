import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBool, toDate } from '../../db/values';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

describe('profile (api-contract §3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload: payload as object });

  it('answers GET /api/profile with the user fields and the profile of a new account', async () => {
    const user = await createUser(t.app, { firstName: 'Ama', lastName: 'Mensah', username: 'ama_m', tier: 'RISE' });
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.user).toEqual({
      id: user.id,
      firstName: 'Ama',
      lastName: 'Mensah',
      username: 'ama_m',
      email: user.email,
      country: null,
      phone: null,
      profilePicture: null,
      subscription: 'RISE',
      hasVerifiedBadge: false,
      isVerified: true,
    });
    expect(data.profile).toEqual({
      bio: null,
      tagline: null,
      backgroundImage: null,
      isPublished: true,
      website: null,
      hasResume: false,
      socialLinks: [],
      showGalleryOnProfile: false,
      lookId: 'paper',
      colorMode: 'light',
      accentColor: null,
      linksLayout: 'buttons',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('answers 401 on every Bearer route without a token', async () => {
    const routes = [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['PUT', '/api/profile/social-links'],
      ['POST', '/api/profile/upload/profile-picture'],
      ['POST', '/api/profile/upload/background-image'],
      ['POST', '/api/profile/publish'],
    ] as const;
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Access token required' });
    }
  });

  it('updates only the given fields, trimmed, and clears optional ones with "" or null', async () => {
    const user = await createUser(t.app, { firstName: 'Kofi', lastName: 'Boateng' });
    await put(user.headers, { country: 'Ghana', phone: '+233 24 000 0000', bio: 'Old bio', tagline: 'Old' });
    const before = await t.app.db
      .selectFrom('users')
      .select('updated_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const res = await put(user.headers, {
      firstName: '  Kwame ',
      username: ' Kwame_B ',
      country: '',
      phone: null,
      bio: '  Builder of things  ',
      tagline: '',
      countryFlag: '🇬🇭',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Profile updated successfully');
    expect(body.data.user).toMatchObject({
      firstName: 'Kwame',
      lastName: 'Boateng',
      username: 'Kwame_B',
      country: null,
      phone: null,
    });
    expect(body.data.profile).toMatchObject({ bio: 'Builder of things', tagline: null });

    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.username_key).toBe('kwame_b');
    expect(toDate(row.updated_at).getTime()).toBeGreaterThan(toDate(before.updated_at).getTime());
    expect(body.data.profile.updatedAt).not.toBe(body.data.profile.createdAt);
  });

  it('accepts names of exactly 50 characters and a phone with + - ( ) and spaces', async () => {
    const user = await createUser(t.app);
    const res = await put(user.headers, {
      firstName: 'a'.repeat(50),
      lastName: 'b'.repeat(50),
      phone: '+1 (555) 010-9999',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.phone).toBe('+1 (555) 010-9999');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: null }, 'firstName', 'First name is required'],
    [{ firstName: 'a'.repeat(51) }, 'firstName', 'First name must be less than 50 characters'],
    [{ lastName: '   ' }, 'lastName', 'Last name is required'],
    [{ lastName: 'a'.repeat(51) }, 'lastName', 'Last name must be less than 50 characters'],
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31) }, 'username', 'Username must be less than 30 characters'],
    [{ username: 'ama doe' }, 'username', 'Username can only contain letters, numbers, hyphens, and underscores'],
    [{ username: 'ama.doe' }, 'username', 'Username can only contain letters, numbers, hyphens, and underscores'],
    [{ username: 'Admin' }, 'username', 'This username is not available'],
    [{ username: 'verify-email' }, 'username', 'This username is not available'],
    [{ country: 'x'.repeat(101) }, 'country', 'Country must be less than 100 characters'],
    [{ phone: 'call me' }, 'phone', 'Enter a valid phone number'],
    [{ phone: '1'.repeat(31) }, 'phone', 'Enter a valid phone number'],
    [{ phone: '+()' }, 'phone', 'Enter a valid phone number'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Bio must be less than 500 characters'],
    [{ tagline: 'x'.repeat(101) }, 'tagline', 'Tagline must be less than 100 characters'],
  ])('rejects %j with "%s: %s"', async (payload, path, message) => {
    const user = await createUser(t.app);
    const res = await put(user.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'VALIDATION_ERROR', message, errors: [{ path, message }] });
  });

  it('keeps usernames unique regardless of case: 409 "Username already taken"', async () => {
    const ama = await createUser(t.app);
    const other = await createUser(t.app);
    expect((await put(ama.headers, { username: 'Ama' })).statusCode).toBe(200);

    for (const username of ['ama', 'AMA']) {
      const res = await put(other.headers, { username });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'CONFLICT', message: 'Username already taken' });
    }
    const unchanged = await t.app.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', other.id)
      .executeTakeFirst();
    expect(unchanged?.username).toBeNull();

    const recased = await put(ama.headers, { username: 'AMA' });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().data.user.username).toBe('AMA');
  });

  it('ends a race for one username in exactly one 200 and one 409', async () => {
    const [first, second] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const answers = await Promise.all([
      put(first.headers, { username: 'racer' }),
      put(second.headers, { username: 'Racer' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('publishes and unpublishes the profile through the public flag', async () => {
    const user = await createUser(t.app);
    const publish = (isPublished: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/profile/publish', headers: user.headers, payload: { isPublished } });

    const off = await publish(false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      status: 'SUCCESS',
      message: 'Profile unpublished',
      data: { profile: { isPublished: false } },
    });
    const row = await t.app.db
      .selectFrom('profiles')
      .select('is_public')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(toBool(row!.is_public)).toBe(false);
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
    expect(read.json().data.profile.isPublished).toBe(false);

    const on = await publish(true);
    expect(on.json()).toEqual({
      status: 'SUCCESS',
      message: 'Profile published successfully',
      data: { profile: { isPublished: true } },
    });

    for (const bad of ['true', 1, null]) {
      const res = await publish(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'isPublished', message: 'isPublished must be a boolean' }]);
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/profile/publish', headers: user.headers });
    expect(empty.json().message).toBe('isPublished must be a boolean');
  });
});
