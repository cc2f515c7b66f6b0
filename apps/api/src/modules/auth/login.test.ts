import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { toDate } from '../../db/values';
import { findUserById } from '../users/user.repository';
import { nextIp, post, uniqueEmail } from './auth.test-support';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const badCredentials = { status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Invalid email or password' };
  const cooledDown = 'Too many failed attempts. Please try again later or reset your password.';

  it('signs a verified owner in with { token, user } and records the sign-in', async () => {
    const owner = await createUser(t.app, { email: uniqueEmail(), password: 'owner-password-1' });
    const res = await post(t.app, '/login', { email: ` ${owner.email.toUpperCase()}`, password: 'owner-password-1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('SUCCESS');
    expect(body.message).toBe('Login successful');
    expect(Object.keys(body.data).sort()).toEqual(['token', 'user']);
    expect(body.data.user).toMatchObject({ id: owner.id, email: owner.email, isVerified: true });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.json().data.user.id).toBe(owner.id);
    expect((await findUserById(t.app.db, owner.id))!.last_login_at).not.toBeNull();
  });

  it('gives one 401 for a wrong password, an unknown address and an account without a password', async () => {
    const owner = await createUser(t.app);
    const googleOnly = await createUser(t.app);
    await t.app.db.updateTable('users').set({ password_hash: null }).where('id', '=', googleOnly.id).execute();
    for (const body of [
      { email: owner.email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: 'not-the-password' },
      { email: googleOnly.email, password: 'not-the-password' },
    ]) {
      const res = await post(t.app, '/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(badCredentials);
    }
  });

  it('answers EMAIL_NOT_VERIFIED only once the password matched', async () => {
    const pending = await createUser(t.app, { verified: false, password: 'pending-password-1' });
    const wrong = await post(t.app, '/login', { email: pending.email, password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(badCredentials);
    const right = await post(t.app, '/login', { email: pending.email, password: 'pending-password-1' });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      status: 'ERROR',
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email before signing in',
    });
  });

  it('allows 10 attempts per 15 minutes per IP and address, then 429 with Retry-After', async () => {
    const owner = await createUser(t.app);
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await post(t.app, '/login', { email: owner.email, password: 'wrong-password' }, ip)).statusCode).toBe(
        401,
      );
    }
    const over = await post(t.app, '/login', { email: owner.email, password: owner.password }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 'ERROR',
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await post(t.app, '/login', { email: owner.email, password: owner.password })).statusCode).toBe(200);
  });

  it('cools an account down for 15 minutes after 100 failures in an hour, from any IP', async () => {
    const owner = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ failed_logins: 98, failed_logins_window_start: new Date(Date.now() - 30 * 60_000) })
      .where('id', '=', owner.id)
      .execute();
    expect((await post(t.app, '/login', { email: owner.email, password: 'wrong-password' })).statusCode).toBe(401);
    expect((await findUserById(t.app.db, owner.id))!.failed_logins).toBe(99);
    expect((await post(t.app, '/login', { email: owner.email, password: 'wrong-password' })).statusCode).toBe(401);

    const row = (await findUserById(t.app.db, owner.id))!;
    const lockedFor = toDate(row.locked_until!).getTime() - Date.now();
    expect(lockedFor).toBeGreaterThan(14 * 60_000);
    expect(lockedFor).toBeLessThanOrEqual(15 * 60_000);

    const refused = await post(t.app, '/login', { email: owner.email, password: owner.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'ERROR', code: 'RATE_LIMITED', message: cooledDown });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    await t.app.db
      .updateTable('users')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', owner.id)
      .execute();
    expect((await post(t.app, '/login', { email: owner.email, password: owner.password })).statusCode).toBe(200);
    const cleared = (await findUserById(t.app.db, owner.id))!;
    expect([cleared.failed_logins, cleared.failed_logins_window_start, cleared.locked_until]).toEqual([0, null, null]);
  });

  it('holds the account cooldown against parallel guesses from many addresses', async () => {
    const owner = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ failed_logins: 97, failed_logins_window_start: new Date(Date.now() - 30 * 60_000) })
      .where('id', '=', owner.id)
      .execute();
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(t.app, '/login', { email: owner.email, password: `wrong-${i}` })),
    );
    // Attempts 98, 99 and 100 reach the hash; every later one finds the account cooling down.
    expect(guesses.filter((res) => res.statusCode === 401)).toHaveLength(3);
    const cooled = guesses.filter((res) => res.statusCode === 429);
    expect(cooled).toHaveLength(9);
    expect(cooled[0]!.json()).toEqual({ status: 'ERROR', code: 'RATE_LIMITED', message: cooledDown });
    expect((await post(t.app, '/login', { email: owner.email, password: owner.password })).statusCode).toBe(429);
  });

  it('starts a new failure window once the last one is over an hour old', async () => {
    const owner = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ failed_logins: 99, failed_logins_window_start: new Date(Date.now() - 61 * 60_000) })
      .where('id', '=', owner.id)
      .execute();
    expect((await post(t.app, '/login', { email: owner.email, password: 'wrong-password' })).statusCode).toBe(401);
    const row = (await findUserById(t.app.db, owner.id))!;
    expect(row.failed_logins).toBe(1);
    expect(row.locked_until).toBeNull();
    expect(toDate(row.failed_logins_window_start!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
