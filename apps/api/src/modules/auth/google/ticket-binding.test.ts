import { createHash } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids';
import { createUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import {
  callCallback,
  exchangeTicket,
  setCookieNamed,
  signInWithGoogle,
  startSignIn,
  startTestProvider,
  testBrowser,
  ticketFrom,
  type TestProvider,
} from './google-test-provider';
import { recordLoginTicket } from './login-ticket.repository';

const INVALID_TICKET = { status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Invalid or expired login ticket' };

/** Login CSRF (issue 10, hole 5): a Google login ticket works only in the browser that started the sign-in. */
describe('Google login ticket bound to the browser', () => {
  let provider: TestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestProvider();
    t = await createTestApp(provider.env);
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  let counter = 0;
  /** A finished Google sign-in of a fresh account: its ticket, e-mail and the browser's binding cookie. */
  const signedIn = async () => {
    counter += 1;
    const email = `binding${counter}.${Date.now()}@example.com`;
    provider.nextIdToken({ sub: `binding-${counter}-${Date.now()}`, email, email_verified: true });
    const { response, bindingCookie } = await signInWithGoogle(t.app);
    const { ticket } = ticketFrom(response);
    expect(ticket).not.toBe('');
    return { ticket, email, bindingCookie };
  };
  const ticketRow = (ticket: string) =>
    t.app.db
      .selectFrom('login_tickets')
      .select('used_at')
      .where('jti', '=', String(decodeJwt(ticket).jti))
      .executeTakeFirstOrThrow();
  const lastLogin = async (email: string) =>
    (await t.app.db.selectFrom('users').select('last_login_at').where('email', '=', email).executeTakeFirstOrThrow())
      .last_login_at;

  it('gives the starting browser a fresh random HttpOnly, Lax binding cookie; the ticket carries only its hash', async () => {
    const first = await startSignIn(t.app);
    const second = await startSignIn(t.app);
    const header = first.setCookies.find((value) => value.startsWith('sl_login_binding='));
    expect(header).toMatch(/^sl_login_binding=[\w-]{43}; Max-Age=720; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(second.bindingCookie).not.toBe(first.bindingCookie);

    const { ticket, bindingCookie } = await signedIn();
    const value = bindingCookie.split('=')[1]!;
    expect(decodeJwt(ticket).binding).toBe(createHash('sha256').update(value).digest('base64url'));
    expect(ticket).not.toContain(value);
  });

  it('refuses the ticket without the binding cookie, and leaves it unspent for its own browser', async () => {
    const { ticket, email, bindingCookie } = await signedIn();
    const refused = await exchangeTicket(t.app, ticket);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(INVALID_TICKET);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await ticketRow(ticket)).used_at).toBeNull();
    expect(await lastLogin(email)).toBeNull();

    expect((await exchangeTicket(t.app, ticket, bindingCookie)).statusCode).toBe(200);
  });

  it("refuses an attacker's ticket in the victim's browser: another browser's cookie or a made-up one", async () => {
    const attacker = await signedIn();
    const victim = await startSignIn(t.app);
    for (const cookie of [victim.bindingCookie, testBrowser().cookie, 'sl_login_binding=']) {
      const refused = await exchangeTicket(t.app, attacker.ticket, cookie);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(INVALID_TICKET);
      // A binding cookie presented to /exchange is spent, whatever the outcome.
      expect(setCookieNamed(refused, 'sl_login_binding')).toMatch(/^sl_login_binding=; .*Expires=Thu, 01 Jan 1970/);
    }
    expect((await ticketRow(attacker.ticket)).used_at).toBeNull();
    expect(await lastLogin(attacker.email)).toBeNull();

    const own = await exchangeTicket(t.app, attacker.ticket, attacker.bindingCookie);
    expect(own.json().data.user.email).toBe(attacker.email);
  });

  it('exchanges in its own browser once, clears the binding cookie, and refuses the same ticket again', async () => {
    const { ticket, email, bindingCookie } = await signedIn();
    const exchanged = await exchangeTicket(t.app, ticket, bindingCookie);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json()).toMatchObject({
      status: 'SUCCESS',
      message: 'Login successful',
      data: { user: { email } },
    });
    expect(setCookieNamed(exchanged, 'sl_login_binding')).toMatch(/^sl_login_binding=; .*Expires=Thu, 01 Jan 1970/);
    expect((await ticketRow(ticket)).used_at).not.toBeNull();

    const again = await exchangeTicket(t.app, ticket, bindingCookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID_TICKET);
  });

  it('refuses a well-signed, recorded ticket that carries no binding', async () => {
    const user = await createUser(t.app);
    const jti = newId();
    await recordLoginTicket(t.app.db, {
      jti,
      userId: user.id,
      isNewUser: false,
      expiresAt: new Date(Date.now() + 120_000),
    });
    const unbound = await new SignJWT({ typ: 'login_ticket', userId: user.id, email: user.email, newUser: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime('2m')
      .sign(new TextEncoder().encode(t.config.secrets.LOGIN_TICKET_SECRET));
    const refused = await exchangeTicket(t.app, unbound, testBrowser().cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(INVALID_TICKET);
  });
});

describe('Google login ticket bound to the browser, behind https', () => {
  let provider: TestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestProvider();
    t = await createTestApp({ ...provider.env, PUBLIC_ORIGIN: 'https://sparklink.test', PAYMENTS: 'test' });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  it('uses a Secure __Host- cookie and trusts no unprefixed one a sibling subdomain could plant', async () => {
    provider.nextIdToken({ sub: 'https-binding', email: 'https-binding@example.com', email_verified: true });
    const signIn = await startSignIn(t.app);
    const header = signIn.setCookies.find((value) => value.startsWith('__Host-sl_login_binding='));
    expect(header).toMatch(/^__Host-sl_login_binding=[\w-]{43}; Max-Age=720; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const { ticket } = ticketFrom(await callCallback(t.app, signIn));

    const unprefixed = signIn.bindingCookie.replace(/^__Host-/, '');
    const refused = await exchangeTicket(t.app, ticket, unprefixed);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(INVALID_TICKET);

    const exchanged = await exchangeTicket(t.app, ticket, signIn.bindingCookie);
    expect(exchanged.statusCode).toBe(200);
    expect(setCookieNamed(exchanged, '__Host-sl_login_binding')).toMatch(/^__Host-sl_login_binding=; .*Secure/);
  });
});
