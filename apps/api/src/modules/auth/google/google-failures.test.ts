import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { callCallback, startSignIn, startTestProvider, type TestProvider } from './google-test-provider';

const verifiedAccount = (email: string) => ({ sub: `sub-${email}`, email, email_verified: true });

describe('Google sign-in: refusals and outages (api-contract §2)', () => {
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

  const failed = () => `${t.config.appOrigin}/login?error=google_auth_failed`;
  const withParam = (path: string, name: string, value: string) => {
    const url = new URL(path, 'http://x');
    url.searchParams.set(name, value);
    return `${url.pathname}${url.search}`;
  };

  it('answers google_auth_failed when the user cancelled at the provider', async () => {
    const signIn = await startSignIn(t.app);
    const state = new URL(signIn.callbackPath, 'http://x').searchParams.get('state')!;
    const query = new URLSearchParams({ error: 'access_denied', state });
    const res = await callCallback(t.app, { ...signIn, callbackPath: `/api/auth/google/callback?${query}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(failed());
  });

  it('answers google_auth_failed for a state that does not match the cookie', async () => {
    const signIn = await startSignIn(t.app);
    const res = await callCallback(t.app, {
      ...signIn,
      callbackPath: withParam(signIn.callbackPath, 'state', 'forged'),
    });
    expect(res.headers.location).toBe(failed());
  });

  it('answers google_auth_failed without the cookie, or with one whose signature is wrong', async () => {
    const signIn = await startSignIn(t.app);
    const missing = await t.app.inject({ method: 'GET', url: signIn.callbackPath });
    expect(missing.headers.location).toBe(failed());

    const another = await startSignIn(t.app);
    const forged = another.cookie.replace(/(sl_oidc=[^;]+)\.[^.;]+/, '$1.forged');
    expect(forged).not.toBe(another.cookie);
    const res = await callCallback(t.app, { ...another, cookie: forged });
    expect(res.headers.location).toBe(failed());
  });

  it('answers google_auth_failed for an ID token with another nonce, audience or signing key', async () => {
    const tampered: [Record<string, unknown>, Record<string, unknown>?][] = [
      [{ nonce: 'replayed-nonce' }],
      [{ aud: 'another-client' }],
      [{}, { kid: 'not-the-provider-key' }],
    ];
    for (const [claims, header] of tampered) {
      provider.nextIdToken({ ...verifiedAccount('tampered@example.com'), ...claims }, header);
      const res = await callCallback(t.app, await startSignIn(t.app));
      expect(res.headers.location).toBe(failed());
    }
    expect(
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'tampered@example.com').execute(),
    ).toEqual([]);
    provider.nextIdToken(verifiedAccount('tampered@example.com'));
    expect(String((await callCallback(t.app, await startSignIn(t.app))).headers.location)).toContain('/verify-email?');
  });

  it('answers google_auth_failed, issues no ticket and creates nobody for a wrong issuer or an expired ID token', async () => {
    const email = 'issuer-or-expiry@example.com';
    const now = Math.floor(Date.now() / 1000);
    const refused: Record<string, unknown>[] = [
      { iss: 'https://accounts.google.com' },
      { iss: `${provider.env.GOOGLE_ISSUER}/other` },
      { iss: 'https://attacker.example' },
      // Past openid-client's 30-second clock tolerance.
      { iat: now - 3600, exp: now - 60 },
      { iat: now - 7200, exp: now - 3600 },
    ];
    const ticketsBefore = await t.app.db.selectFrom('login_tickets').select('jti').execute();
    for (const claims of refused) {
      provider.nextIdToken({ ...verifiedAccount(email), ...claims });
      const res = await callCallback(t.app, await startSignIn(t.app));
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(failed());
    }
    expect(await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('login_tickets').select('jti').execute()).toEqual(ticketsBefore);
    // The same account with the provider's own issuer and a current expiry gets through.
    provider.nextIdToken(verifiedAccount(email));
    expect(String((await callCallback(t.app, await startSignIn(t.app))).headers.location)).toContain('/verify-email?');
  });

  it('answers google_auth_failed and creates nobody when Google has not verified the e-mail', async () => {
    for (const emailVerified of [false, 'true', undefined]) {
      provider.nextIdToken({ ...verifiedAccount('unverified@example.com'), email_verified: emailVerified });
      const res = await callCallback(t.app, await startSignIn(t.app));
      expect(res.headers.location).toBe(failed());
    }
    expect(
      await t.app.db.selectFrom('users').select('id').where('email', '=', 'unverified@example.com').execute(),
    ).toEqual([]);
    provider.nextIdToken(verifiedAccount('unverified@example.com'));
    expect(String((await callCallback(t.app, await startSignIn(t.app))).headers.location)).toContain('/verify-email?');
  });
});

describe('Google sign-in when the provider is unreachable', () => {
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

  it('answers google_auth_error when the provider goes down before the code exchange', async () => {
    const signIn = await startSignIn(t.app);
    await provider.stop();
    const res = await callCallback(t.app, signIn);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${t.config.appOrigin}/login?error=google_auth_error`);
  });
});

describe('Google sign-in when discovery cannot reach the issuer', () => {
  let t: TestApp;
  beforeAll(async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    t = await createTestApp({
      GOOGLE_ISSUER: `http://127.0.0.1:${closedPort}`,
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
  });
  afterAll(() => t.close());

  it('answers google_auth_error and sets no cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${t.config.appOrigin}/login?error=google_auth_error`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('Google sign-in without a configured client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends both routes to the login screen with google_not_configured', async () => {
    for (const url of ['/api/auth/google', '/api/auth/google/callback?code=x&state=y']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${t.config.appOrigin}/login?error=google_not_configured`);
    }
  });
});
