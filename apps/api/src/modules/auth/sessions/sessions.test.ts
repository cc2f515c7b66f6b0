import { SECURITY_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmIdentity, createUser, type TestUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { post } from '../auth.test-support';
import { call } from '../two-factor/two-factor.test-support';
import { TOUCH_INTERVAL_MS } from './sessions.repository';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('signed-in devices (decision 034)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signIn(user: TestUser, userAgent: string): Promise<TestUser> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.200.0.1',
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    return { ...user, token, headers: { authorization: `Bearer ${token}` } };
  }
  const sessions = async (user: TestUser) => {
    const res = await call(t.app, 'GET', '/sessions', { user });
    expect(res.statusCode).toBe(200);
    return res.json().data.sessions as { id: string; device: string; browser: string; os: string; current: boolean }[];
  };
  const me = (user: TestUser) => call(t.app, 'GET', '/me', { user });
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: user.headers });

  it('lists each device with what it is, which one is asking, and no one else', async () => {
    const owner = await createUser(t.app);
    const phone = await signIn(owner, PHONE);
    const stranger = await createUser(t.app);
    const list = await sessions(phone);
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)).toMatchObject({ device: 'Mobile', browser: 'Mobile Safari', os: 'iOS' });
    expect(list.find((s) => !s.current)).toMatchObject({ device: 'Desktop', browser: 'Chrome', os: 'Linux' });
    expect((await sessions(stranger)).map((s) => s.current)).toEqual([true]);
  });

  it('a new device has no access to its list without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Access token required');
  });

  it('signs out every other device, after a fresh proof', async () => {
    const owner = await createUser(t.app);
    const phone = await signIn(owner, PHONE);
    const laptop = await signIn(owner, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/128.0');
    const refused = await call(t.app, 'POST', '/sessions/sign-out-others', { user: phone });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await me(laptop)).statusCode).toBe(200);

    await confirmIdentity(t.app, phone);
    const res = await call(t.app, 'POST', '/sessions/sign-out-others', { user: phone });
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      message: SECURITY_MESSAGES.otherSessionsSignedOut,
      data: { signedOut: 2 },
    });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(owner)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it("signs out one device; another account's session, or a made-up id, is not found", async () => {
    const owner = await createUser(t.app);
    const phone = await signIn(owner, PHONE);
    const stranger = await createUser(t.app);
    await confirmIdentity(t.app, stranger);
    const phoneId = (await sessions(phone)).find((s) => s.current)!.id;
    for (const id of [phoneId, 'not-a-session', '00000000-0000-7000-8000-000000000000']) {
      const res = await remove(stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: SECURITY_MESSAGES.sessionNotFound });
    }
    expect((await me(phone)).statusCode).toBe(200);

    await confirmIdentity(t.app, owner);
    const res = await remove(owner, phoneId);
    expect(res.json()).toEqual({ status: 'SUCCESS', message: SECURITY_MESSAGES.sessionSignedOut, data: null });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('signing out ends this device only, with no proof asked', async () => {
    const owner = await createUser(t.app);
    const phone = await signIn(owner, PHONE);
    const res = await call(t.app, 'POST', '/logout', { user: phone });
    expect(res.json()).toEqual({ status: 'SUCCESS', message: SECURITY_MESSAGES.signedOut, data: null });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('records when a device was last used, at most once every few minutes', async () => {
    const owner = await createUser(t.app);
    const row = () =>
      t.app.db.selectFrom('sessions').select('last_used_at').where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    const longAgo = new Date(Date.now() - TOUCH_INTERVAL_MS - 60_000);
    await t.app.db.updateTable('sessions').set({ last_used_at: longAgo }).where('user_id', '=', owner.id).execute();
    await me(owner);
    const touched = new Date((await row()).last_used_at).getTime();
    expect(touched).toBeGreaterThan(Date.now() - 10_000);
    await me(owner);
    expect(new Date((await row()).last_used_at).getTime()).toBe(touched);
  });

  it('refuses a token from before sessions had rows (no sid), and one whose session is gone', async () => {
    const owner = await createUser(t.app);
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({ userId: owner.id, email: owner.email, typ: 'session', tv: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.secrets.JWT_SECRET));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${legacy}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid or expired token');
    await t.app.db.deleteFrom('sessions').where('user_id', '=', owner.id).execute();
    expect((await me(owner)).statusCode).toBe(401);
  });

  it('a sign-in with the password records its device', async () => {
    const owner = await createUser(t.app);
    await post(t.app, '/login', { email: owner.email, password: owner.password });
    const rows = await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', owner.id).execute();
    expect(rows).toHaveLength(2);
  });
});
