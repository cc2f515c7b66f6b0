import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { currentUser } from './authenticate';

describe('Bearer authentication (api-contract §1.4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test/me', { onRequest: app.authenticate }, (request) => ({
        status: 'SUCCESS',
        data: { id: currentUser(request).id },
      }));
      app.get('/api/test/maybe', async (request) => ({
        status: 'SUCCESS',
        data: { id: (await app.viewerOf(request))?.id ?? null },
      }));
    });
  });
  afterAll(() => t.close());

  const call = (authorization?: string, url = '/api/test/me') =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('accepts a valid session token and marks the response no-store', async () => {
    const user = await createUser(t.app);
    const res = await call(`Bearer ${user.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(user.id);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers "Access token required" without a Bearer header', async () => {
    for (const header of [undefined, 'Basic abc', 'bearer x']) {
      const res = await call(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Access token required' });
    }
  });

  it('answers "Invalid or expired token" for a forged, expired, wrong-typ or revoked token', async () => {
    const user = await createUser(t.app);
    const key = new TextEncoder().encode(t.config.secrets.JWT_SECRET);
    const claims = { userId: user.id, email: user.email, typ: 'session', tv: 0 };
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1)
      .setExpirationTime(2)
      .sign(key);
    const ticket = await new SignJWT({ ...claims, typ: 'login_ticket' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1m')
      .sign(key);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    for (const token of [expired, ticket, forged, none, 'garbage']) {
      const res = await call(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid or expired token');
    }
    await t.app.db.updateTable('users').set({ token_version: 1 }).where('id', '=', user.id).execute();
    expect((await call(`Bearer ${user.token}`)).json().message).toBe('Invalid or expired token');
    await t.app.db
      .deleteFrom('users')
      .where('id', '=', (await createUser(t.app)).id)
      .execute();
  });

  it('rejects the token of a deleted user', async () => {
    const user = await createUser(t.app);
    await t.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await call(`Bearer ${user.token}`)).statusCode).toBe(401);
  });

  it('ignores an invalid token on optional-auth routes', async () => {
    const user = await createUser(t.app);
    expect((await call('Bearer nope', '/api/test/maybe')).json().data.id).toBeNull();
    expect((await call(`Bearer ${user.token}`, '/api/test/maybe')).json().data.id).toBe(user.id);
  });
});
