import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCount } from '../../../db/values';
import { createUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { currentUser } from '../../../plugins/authenticate';
import {
  callCallback,
  exchangeTicket,
  setCookieNamed,
  signInWithGoogle,
  startSignIn,
  startTestProvider,
  ticketFrom,
  TEST_CLIENT_ID,
  type TestProvider,
} from './google-test-provider';

describe('Google sign-in: the flow and account resolution (api-contract §2)', () => {
  let provider: TestProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startTestProvider();
    t = await createTestApp(provider.env, (app) => {
      app.get('/api/test/me', { onRequest: app.authenticate }, (request) => ({
        status: 'SUCCESS',
        data: { id: currentUser(request).id },
      }));
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  let counter = 0;
  const googleAccount = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return {
      sub: `google-${counter}-${Date.now()}`,
      email: `google${counter}.${Date.now()}@example.com`,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: 'https://lh3.googleusercontent.com/a/ada',
      ...overrides,
    };
  };

  /** Signs in with whatever ID token the provider was told to issue, then exchanges in the same browser. */
  const signInAndExchange = async () => {
    const { response, bindingCookie } = await signInWithGoogle(t.app);
    return { response, exchanged: await exchangeTicket(t.app, ticketFrom(response).ticket, bindingCookie) };
  };
  const countUsers = async () =>
    toCount(
      (
        await t.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('starts the code flow with state, nonce, PKCE S256 and a signed, HttpOnly, Lax cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.env.GOOGLE_ISSUER}/authorize`);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      client_id: TEST_CLIENT_ID,
      scope: 'openid email profile',
      redirect_uri: `${t.config.publicOrigin}/api/auth/google/callback`,
      code_challenge_method: 'S256',
    });
    expect(query.state).toMatch(/^[\w-]{40,}$/);
    expect(query.nonce).toMatch(/^[\w-]{40,}$/);
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    const cookie = setCookieNamed(res, 'sl_oidc');
    expect(cookie).toMatch(/^sl_oidc=[^;]+;/);
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  it('creates a verified STARTER user from Google and exchanges the ticket for a working session', async () => {
    const account = googleAccount();
    provider.nextIdToken(account);
    const before = await countUsers();
    const { response: res, exchanged } = await signInAndExchange();

    expect(res.statusCode).toBe(302);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['set-cookie'])).toMatch(/^sl_oidc=;.*Expires=Thu, 01 Jan 1970/);
    const { url } = ticketFrom(res);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.appOrigin}/verify-email`);
    expect(url.searchParams.get('google')).toBe('true');
    expect(url.searchParams.get('new_user')).toBe('true');
    expect(await countUsers()).toBe(before + 1);

    expect(exchanged.statusCode).toBe(200);
    const body = exchanged.json();
    expect(body).toMatchObject({ status: 'SUCCESS', message: 'Login successful', data: { isNewUser: true } });
    expect(body.data.user).toMatchObject({
      email: account.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profilePicture: account.picture,
      subscription: 'STARTER',
      isVerified: true,
      hasPassword: false,
      googleLinked: true,
    });
    const me = await t.app.inject({ url: '/api/test/me', headers: { authorization: `Bearer ${body.data.token}` } });
    expect(me.json().data.id).toBe(body.data.user.id);

    const userId = body.data.user.id as string;
    expect(
      await t.app.db.selectFrom('profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    ).toBeTruthy();
    expect(
      await t.app.db.selectFrom('user_settings').select('user_id').where('user_id', '=', userId).executeTakeFirst(),
    ).toBeTruthy();
  });

  it("starts a new account in the browser's language and leaves a linked account's own alone", async () => {
    const languageOf = async (userId: string) =>
      (
        await t.app.db
          .selectFrom('user_settings')
          .select('language')
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).language;
    const account = googleAccount();
    provider.nextIdToken(account);
    const { response } = await signInWithGoogle(t.app, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    const created = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(ticketFrom(response).url.searchParams.get('new_user')).toBe('true');
    expect(await languageOf(created.id)).toBe('fr');

    const existing = await createUser(t.app);
    provider.nextIdToken(googleAccount({ email: existing.email }));
    await signInWithGoogle(t.app, { 'accept-language': 'de' });
    expect(await languageOf(existing.id)).toBe('en');
  });

  it('signs the same Google account in again by sub, even after its e-mail changed: new_user=false', async () => {
    const account = googleAccount();
    provider.nextIdToken(account);
    const first = (await signInAndExchange()).exchanged.json().data.user;
    const before = await countUsers();

    provider.nextIdToken({ ...account, email: `changed.${account.email}`, given_name: 'Changed' });
    const again = await signInAndExchange();
    expect(ticketFrom(again.response).url.searchParams.get('new_user')).toBe('false');
    const exchanged = again.exchanged.json().data;
    expect(exchanged.isNewUser).toBe(false);
    expect(exchanged.user).toMatchObject({ id: first.id, email: account.email, firstName: 'Ada' });
    expect(await countUsers()).toBe(before);
  });

  it('links an unverified password account by e-mail: verified, password and pending codes deleted', async () => {
    const owner = await createUser(t.app, { verified: false });
    const now = new Date();
    await t.app.db
      .insertInto('email_codes')
      .values({
        id: `code-${owner.id}`,
        user_id: owner.id,
        purpose: 'verify_email',
        code_hash: 'hash',
        expires_at: new Date(now.getTime() + 600_000),
        created_at: now,
        updated_at: now,
      })
      .execute();
    provider.nextIdToken(googleAccount({ email: owner.email.toUpperCase() }));

    const { response, exchanged } = await signInAndExchange();
    expect(ticketFrom(response).url.searchParams.get('new_user')).toBe('true');
    const { user, isNewUser } = exchanged.json().data;
    expect(isNewUser).toBe(true);
    expect(user).toMatchObject({
      id: owner.id,
      isVerified: true,
      hasPassword: false,
      googleLinked: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const codes = await t.app.db.selectFrom('email_codes').select('id').where('user_id', '=', owner.id).execute();
    expect(codes).toEqual([]);
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', owner.id)
      .executeTakeFirst();
    expect(row?.password_hash).toBeNull();
  });

  it('links a verified account without overwriting its names, filling only the empty picture', async () => {
    const owner = await createUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const account = googleAccount({ email: owner.email, given_name: 'Other', family_name: 'Person' });
    provider.nextIdToken(account);

    const { user } = (await signInAndExchange()).exchanged.json().data;
    expect(user).toMatchObject({
      id: owner.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      profilePicture: account.picture,
      hasPassword: true,
      isVerified: true,
      googleLinked: true,
    });
  });

  it('shows the names and picture a link filled on the public profile at once', async () => {
    const owner = await createUser(t.app, { username: 'nameless' });
    // A write of the owner's: their profile is rendered ahead and stored without a name (decision 032).
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { tagline: 'Still nameless' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/public/nameless' })).body).not.toContain('Ada Lovelace');

    provider.nextIdToken(googleAccount({ email: owner.email }));
    expect((await signInAndExchange()).exchanged.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/public/nameless' });
    expect(profile.body).toContain('Ada Lovelace');
    expect(profile.body).toContain('https://lh3.googleusercontent.com/a/ada');
  });

  it('refuses an e-mail whose account is already linked to a different Google account', async () => {
    const account = googleAccount();
    provider.nextIdToken(account);
    await signInWithGoogle(t.app);

    provider.nextIdToken({ ...account, sub: `${account.sub}-other` });
    const { response: res } = await signInWithGoogle(t.app);
    expect(res.headers.location).toBe(`${t.config.appOrigin}/login?error=google_auth_failed`);
  });
});

describe('Google sign-in behind https', () => {
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

  it('keeps the attempt in a Secure __Host-sl_oidc cookie and completes the flow with it', async () => {
    const signIn = await startSignIn(t.app);
    expect(signIn.cookie).toMatch(/(^|; )__Host-sl_oidc=/);
    expect(signIn.setCookies.find((header) => header.startsWith('__Host-sl_oidc='))).toContain('Secure');
    provider.nextIdToken({ sub: 'https-sub', email: 'https@example.com', email_verified: true });
    const res = await callCallback(t.app, signIn);
    expect(String(res.headers.location)).toMatch(
      /^https:\/\/sparklink\.test\/verify-email\?token=[\w.-]+&google=true&new_user=true$/,
    );
    expect(String(res.headers['set-cookie'])).toMatch(/^__Host-sl_oidc=;.*Secure/);
  });
});
