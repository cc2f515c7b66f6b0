import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { currentUser } from '../../../plugins/authenticate';
import { testBrowser } from './google-test-provider';
import { issueLoginTicket } from './login-ticket';

const INVALID_TICKET = { status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Invalid or expired login ticket' };

describe('POST /api/auth/exchange (api-contract §2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test/me', { onRequest: app.authenticate }, (request) => ({
        status: 'SUCCESS',
        data: { id: currentUser(request).id },
      }));
    });
  });
  afterAll(() => t.close());

  // Every ticket here is issued to this one browser, and every exchange comes from it; the binding
  // itself is tested through the real flow in ticket-binding.test.ts.
  const browser = testBrowser();
  const exchange = (payload?: unknown, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: payload as object,
      remoteAddress,
      headers: { cookie: browser.cookie },
    });
  const ticketFor = async (options: { isNewUser?: boolean; issuedAt?: Date } = {}) => {
    const user = await createUser(t.app);
    const grant = { user: user.row, isNewUser: options.isNewUser ?? false, binding: browser.binding };
    const ticket = await issueLoginTicket(t.app.db, t.config.secrets.LOGIN_TICKET_SECRET, grant, options.issuedAt);
    return { user, ticket };
  };

  it('answers 400 "Ticket is required" without a ticket', async () => {
    for (const payload of [{}, { ticket: '' }, { ticket: '   ' }, { ticket: 42 }]) {
      const res = await exchange(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 'ERROR',
        code: 'VALIDATION_ERROR',
        message: 'Ticket is required',
        errors: [{ path: 'ticket', message: 'Ticket is required' }],
      });
    }
  });

  it('trades a ticket for a session token, the user and isNewUser', async () => {
    const { user, ticket } = await ticketFor({ isNewUser: true });
    const res = await exchange({ ticket });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'SUCCESS', message: 'Login successful', data: { isNewUser: true } });
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email, isVerified: true });
    const me = await t.app.inject({ url: '/api/test/me', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.json().data.id).toBe(user.id);
    const row = await t.app.db.selectFrom('users').select('last_login_at').where('id', '=', user.id).executeTakeFirst();
    expect(row?.last_login_at).not.toBeNull();
  });

  it('accepts a ticket once: the second exchange answers 401', async () => {
    const { ticket } = await ticketFor();
    expect((await exchange({ ticket })).statusCode).toBe(200);
    const again = await exchange({ ticket });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID_TICKET);
  });

  it('answers 401 for an expired ticket, an unrecorded one, a session token, or a forged signature', async () => {
    const expired = (await ticketFor({ issuedAt: new Date(Date.now() - 121_000) })).ticket;
    const { user } = await ticketFor();
    const claims = {
      typ: 'login_ticket',
      userId: user.id,
      email: user.email,
      newUser: false,
      binding: browser.binding,
    };
    const sign = (secret: string, payload: Record<string, unknown> = claims) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(`unrecorded-${Math.random()}`)
        .setIssuedAt()
        .setExpirationTime('2m')
        .sign(new TextEncoder().encode(secret));
    const unrecorded = await sign(t.config.secrets.LOGIN_TICKET_SECRET);
    const wrongTyp = await sign(t.config.secrets.LOGIN_TICKET_SECRET, { ...claims, typ: 'session' });
    const forged = await sign('f'.repeat(40));
    for (const ticket of [expired, unrecorded, wrongTyp, forged, user.token, 'garbage']) {
      const res = await exchange({ ticket });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_TICKET);
    }
  });

  it('answers 401 for the ticket of an account deleted since', async () => {
    const { user, ticket } = await ticketFor();
    await t.app.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await exchange({ ticket })).json()).toEqual(INVALID_TICKET);
  });

  it('is refused by Bearer routes: a ticket is not a session token', async () => {
    const { ticket } = await ticketFor();
    const res = await t.app.inject({ url: '/api/test/me', headers: { authorization: `Bearer ${ticket}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid or expired token');
    expect((await exchange({ ticket })).statusCode).toBe(200);
  });

  it('allows 30 exchanges per 15 minutes per IP, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await exchange({ ticket: 'garbage' }, '203.0.113.7')).statusCode).toBe(401);
    }
    const res = await exchange({ ticket: 'garbage' }, '203.0.113.7');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect((await exchange({ ticket: 'garbage' }, '203.0.113.8')).statusCode).toBe(401);
  });
});
