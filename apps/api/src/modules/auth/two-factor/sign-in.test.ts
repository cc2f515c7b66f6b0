import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { testBrowser } from '../google/google-test-provider';
import { issueLoginTicket } from '../google/login-ticket';
import { call, enrol, passwordChallenge, totpCode, wrongCode } from './two-factor.test-support';

const INVALID_CHALLENGE = {
  status: 'ERROR',
  code: 'UNAUTHENTICATED',
  message: 'Your sign-in expired. Please sign in again.',
};
const TOO_MANY = { status: 'ERROR', code: 'RATE_LIMITED', message: 'Too many attempts. Please sign in again.' };
const invalid = (path: string, message: string) => ({
  status: 'ERROR',
  code: 'VALIDATION_ERROR',
  message,
  errors: [{ path, message }],
});

describe('signing in with two-factor on (decision 017)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (payload: object, ip?: string) => call(t.app, 'POST', '/two-factor/verify', { payload, ip });
  const login = (user: TestUser) =>
    call(t.app, 'POST', '/login', { payload: { email: user.email, password: user.password } });
  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  async function enrolled() {
    const user = await createUser(t.app);
    return { user, ...(await enrol(t.app, user)) };
  }

  it('keeps the password sign-in exactly as it was for an account without two-factor', async () => {
    const user = await createUser(t.app);
    const res = await login(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Login successful');
    expect(Object.keys(res.json().data).sort()).toEqual(['token', 'user']);
    expect(res.json().data.user.id).toBe(user.id);
  });

  it('answers a right password with a challenge, then the code with the session', async () => {
    const { user, secret } = await enrolled();
    const first = await login(user);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.message).toBe('Enter the code from your authenticator app');
    expect(Object.keys(body.data).sort()).toEqual(['challenge', 'expiresAt', 'twoFactorRequired']);
    expect(body.data.twoFactorRequired).toBe(true);
    const ttl = Date.parse(body.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(4.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    const stored = await t.app.db
      .selectFrom('two_factor_challenges')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(body.data.challenge);

    const res = await verify({ challenge: body.data.challenge, code: totpCode(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Login successful');
    expect(Object.keys(res.json().data).sort()).toEqual(['token', 'user']);
    expect((await me(res.json().data.token)).json().data.user.id).toBe(user.id);
    expect((await verify({ challenge: body.data.challenge, code: totpCode(secret, 1) })).json()).toEqual(
      INVALID_CHALLENGE,
    );
  });

  it('refuses a wrong password as before, with no challenge', async () => {
    const { user } = await enrolled();
    const wrong = await call(t.app, 'POST', '/login', { payload: { email: user.email, password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('refuses a code used once already, and an older one after a newer one', async () => {
    const { user, secret } = await enrolled();
    const code = totpCode(secret);
    expect((await verify({ challenge: await passwordChallenge(t.app, user), code })).statusCode).toBe(200);
    const challenge = await passwordChallenge(t.app, user);
    const replay = await verify({ challenge, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(invalid('code', 'Invalid authentication code'));
    expect((await verify({ challenge, code: totpCode(secret, -1) })).statusCode).toBe(400);
    expect((await verify({ challenge, code: totpCode(secret, 1) })).statusCode).toBe(200);
  });

  it('takes each recovery code once, case and hyphen aside', async () => {
    const { user, recoveryCodes } = await enrolled();
    const [first, second] = recoveryCodes as [string, string];
    const res = await verify({ challenge: await passwordChallenge(t.app, user), recoveryCode: first.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(user.id);
    const again = await verify({ challenge: await passwordChallenge(t.app, user), recoveryCode: first });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid('recoveryCode', 'Invalid recovery code'));
    const challenge = await passwordChallenge(t.app, user);
    expect((await verify({ challenge, recoveryCode: ` ${second.replace('-', '')} ` })).statusCode).toBe(200);
    const status = await call(t.app, 'GET', '/security', { user });
    expect(status.json().data.twoFactor.recoveryCodesLeft).toBe(8);
  });

  it('voids a challenge after 5 answers: 4 × 400, then 429 even for the right code', async () => {
    const { user, secret } = await enrolled();
    const challenge = await passwordChallenge(t.app, user);
    for (let i = 0; i < 4; i += 1) {
      expect((await verify({ challenge, code: wrongCode(secret) })).statusCode).toBe(400);
    }
    const fifth = await verify({ challenge, code: wrongCode(secret) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(TOO_MANY);
    expect((await verify({ challenge, code: totpCode(secret) })).json()).toEqual(TOO_MANY);
    expect((await verify({ challenge: await passwordChallenge(t.app, user), code: totpCode(secret) })).statusCode).toBe(
      200,
    );
  });

  it('compares at most 5 of any number of parallel answers to one challenge', async () => {
    const { user, secret } = await enrolled();
    const challenge = await passwordChallenge(t.app, user);
    const answers = await Promise.all(Array.from({ length: 15 }, () => verify({ challenge, code: wrongCode(secret) })));
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(4);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(11);
  });

  it('limits wrong codes per account across challenges: 10 in 15 minutes', async () => {
    const { user, secret } = await enrolled();
    for (let i = 0; i < 10; i += 1) {
      const challenge = await passwordChallenge(t.app, user);
      expect((await verify({ challenge, code: wrongCode(secret) })).statusCode).toBe(400);
    }
    const over = await verify({ challenge: await passwordChallenge(t.app, user), code: totpCode(secret) });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many requests. Please try again later.');
  });

  it("does not let another account's challenge, or a made-up one, sign anyone in", async () => {
    const owner = await enrolled();
    const other = await enrolled();
    const othersChallenge = await passwordChallenge(t.app, other.user);
    const res = await verify({ challenge: othersChallenge, code: totpCode(owner.secret) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid('code', 'Invalid authentication code'));
    const recovery = await verify({ challenge: othersChallenge, recoveryCode: owner.recoveryCodes[0] });
    expect(recovery.statusCode).toBe(400);
    for (const challenge of ['made-up', othersChallenge.slice(1), 'x'.repeat(43)]) {
      const unknown = await verify({ challenge, code: totpCode(owner.secret) });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(INVALID_CHALLENGE);
    }
    const done = await verify({ challenge: othersChallenge, code: totpCode(other.secret) });
    expect(done.json().data.user.id).toBe(other.user.id);
  });

  it('refuses an expired challenge with 401', async () => {
    const { user, secret } = await enrolled();
    const challenge = await passwordChallenge(t.app, user);
    await t.app.db
      .updateTable('two_factor_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await verify({ challenge, code: totpCode(secret) })).json()).toEqual(INVALID_CHALLENGE);
  });

  it('validates the body: a challenge and exactly one kind of code', async () => {
    const cases: [object, string, string][] = [
      [{ code: '123456' }, 'challenge', 'Challenge is required'],
      [{ challenge: 'c' }, 'code', 'Send either a code or a recovery code'],
      [
        { challenge: 'c', code: '123456', recoveryCode: 'abcde-fghjk' },
        'code',
        'Send either a code or a recovery code',
      ],
      [{ challenge: 'c', code: '12345' }, 'code', 'Enter the 6-digit code from your authenticator app'],
      [{ challenge: 'c', recoveryCode: '' }, 'recoveryCode', 'Enter one of your recovery codes'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await verify(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid(path, message));
    }
  });

  describe('with Google (POST /exchange)', () => {
    const browser = testBrowser();
    const exchange = (ticket: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/exchange',
        payload: { ticket },
        headers: { cookie: browser.cookie },
      });
    const ticketFor = (user: TestUser, isNewUser = false) =>
      issueLoginTicket(t.app.db, t.config.secrets.LOGIN_TICKET_SECRET, {
        user: user.row,
        isNewUser,
        binding: browser.binding,
      });

    it('keeps the exchange exactly as it was without two-factor', async () => {
      const user = await createUser(t.app);
      const res = await exchange(await ticketFor(user));
      expect(res.json().message).toBe('Login successful');
      expect(Object.keys(res.json().data).sort()).toEqual(['isNewUser', 'token', 'user']);
    });

    it('answers the ticket with a challenge and the code with the session and isNewUser', async () => {
      const { user, secret } = await enrolled();
      const first = await exchange(await ticketFor(user, true));
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe('Enter the code from your authenticator app');
      expect(first.json().data.twoFactorRequired).toBe(true);
      const res = await verify({ challenge: first.json().data.challenge, code: totpCode(secret) });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ isNewUser: true, user: { id: user.id } });
      expect((await me(res.json().data.token)).statusCode).toBe(200);
    });

    it('accepts a recovery code for a Google sign-in', async () => {
      const { user, recoveryCodes } = await enrolled();
      const { challenge } = (await exchange(await ticketFor(user))).json().data;
      const res = await verify({ challenge, recoveryCode: recoveryCodes[3] });
      expect(res.json().data).toMatchObject({ isNewUser: false, user: { id: user.id } });
    });
  });
});
