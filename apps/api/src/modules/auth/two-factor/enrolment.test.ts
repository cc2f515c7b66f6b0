import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { openSecret } from './secret-box';
import { call, enrol, totpCode, wrongCode } from './two-factor.test-support';

const fieldError = (path: string, message: string) => ({
  status: 'ERROR',
  code: 'VALIDATION_ERROR',
  message,
  errors: [{ path, message }],
});

describe('two-factor enrolment (decision 017)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const row = (userId: string) =>
    t.app.db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();

  it('answers 401 on every owner route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/security'],
      ['POST', '/two-factor/setup'],
      ['POST', '/two-factor/enable'],
      ['POST', '/two-factor/disable'],
      ['POST', '/two-factor/disable/email-code'],
    ] as const) {
      const res = await call(t.app, method, url, { payload: method === 'POST' ? { code: '123456' } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'UNAUTHENTICATED', message: 'Access token required' });
    }
  });

  it('starts a setup: a base32 secret, its otpauth URI, and only a sealed copy stored', async () => {
    const user = await createConfirmedUser(t.app);
    const res = await call(t.app, 'POST', '/two-factor/setup', { user });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Scan the QR code, then enter a code from your app to confirm');
    const { secret, otpauthUrl } = body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('SparkLink');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    const stored = await row(user.id);
    expect(stored.pending_secret_enc).not.toContain(secret);
    expect(openSecret(t.config.secrets.CODE_PEPPER, user.id, stored.pending_secret_enc!)).toBe(secret);
    expect(() => openSecret(t.config.secrets.CODE_PEPPER, 'another-user', stored.pending_secret_enc!)).toThrow();
    expect(stored.enabled_at).toBeNull();
  });

  it('refuses a wrong first code (400) and enables with a right one, handing out 10 recovery codes once', async () => {
    const user = await createConfirmedUser(t.app);
    const { secret } = (await call(t.app, 'POST', '/two-factor/setup', { user })).json().data;
    const wrong = await call(t.app, 'POST', '/two-factor/enable', { user, payload: { code: wrongCode(secret) } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(fieldError('code', 'Invalid authentication code'));
    expect((await row(user.id)).enabled_at).toBeNull();

    const res = await call(t.app, 'POST', '/two-factor/enable', { user, payload: { code: totpCode(secret) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Two-factor sign-in is on. Keep your recovery codes somewhere safe.');
    const codes = res.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const hashes = await t.app.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    const expected = createHmac('sha256', t.config.secrets.CODE_PEPPER)
      .update(`recovery_code:${user.id}:${codes[0]!.replace('-', '')}`)
      .digest('hex');
    expect(hashes.map((h) => h.code_hash)).toContain(expected);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]!);
    const stored = await row(user.id);
    expect(stored.pending_secret_enc).toBeNull();
    expect(stored.enabled_at).not.toBeNull();

    const again = await call(t.app, 'POST', '/two-factor/setup', { user });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'ERROR', code: 'CONFLICT', message: 'Two-factor sign-in is already on' });
    const enableAgain = await call(t.app, 'POST', '/two-factor/enable', {
      user,
      payload: { code: totpCode(secret, 1) },
    });
    expect(enableAgain.json().message).toBe('Two-factor sign-in is already on');
  });

  it('asks for a setup before a code, and validates the code field', async () => {
    const user = await createConfirmedUser(t.app);
    const res = await call(t.app, 'POST', '/two-factor/enable', { user, payload: { code: '123456' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'CONFLICT', message: 'Start the two-factor setup again' });
    for (const payload of [{}, { code: '12345' }, { code: 'abcdef' }, { code: 123456 }]) {
      const invalid = await call(t.app, 'POST', '/two-factor/enable', { user, payload });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual(fieldError('code', 'Enter the 6-digit code from your authenticator app'));
    }
  });

  it('counts wrong first codes per account: the eleventh answer in 15 minutes is 429', async () => {
    const user = await createConfirmedUser(t.app);
    const { secret } = (await call(t.app, 'POST', '/two-factor/setup', { user })).json().data;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(t.app, 'POST', '/two-factor/enable', { user, payload: { code: wrongCode(secret) } }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(2);
    const right = await call(t.app, 'POST', '/two-factor/enable', { user, payload: { code: totpCode(secret) } });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many requests. Please try again later.');
  });

  it('reports the security status: password date, two-factor state and recovery codes left', async () => {
    const before = Date.now();
    const user = await createConfirmedUser(t.app);
    const off = await call(t.app, 'GET', '/security', { user });
    expect(off.statusCode).toBe(200);
    const { passwordChangedAt, ...rest } = off.json().data;
    expect(rest).toEqual({
      hasPassword: true,
      twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0, recovery: null },
    });
    expect(Date.parse(passwordChangedAt)).toBeGreaterThanOrEqual(before - 1000);

    await enrol(t.app, user);
    const on = (await call(t.app, 'GET', '/security', { user })).json().data;
    expect(on.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(on.twoFactor.enabledAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('has no password date for an account without a password', async () => {
    const user = await createConfirmedUser(t.app);
    await t.app.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    const res = await call(t.app, 'GET', '/security', { user });
    expect(res.json().data).toMatchObject({ hasPassword: false, passwordChangedAt: null });
  });
});
