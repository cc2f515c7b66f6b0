import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { startSmtpServer, type TestSmtpServer } from '../../mail/smtp-test-server';
import { allowNextMail, latestCode } from '../auth.test-support';
import { call, enrol, totpCode, wrongCode } from './two-factor.test-support';

const invalid = (path: string, message: string) => ({
  status: 'ERROR',
  code: 'VALIDATION_ERROR',
  message,
  errors: [{ path, message }],
});

describe('turning two-factor off, and the reset that signs in (decision 017)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const disable = (user: TestUser, payload: object) => call(t.app, 'POST', '/two-factor/disable', { user, payload });
  const isOn = async (user: TestUser) =>
    (await call(t.app, 'GET', '/security', { user })).json().data.twoFactor.enabled as boolean;

  it('needs the password and a current code; either one alone is refused', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    const cases: [object, string, string][] = [
      [{ code: totpCode(secret) }, 'password', 'Enter your password'],
      [{ code: totpCode(secret), password: 'not-the-password' }, 'password', 'Incorrect password'],
      [{ code: wrongCode(secret), password: user.password }, 'code', 'Invalid authentication code'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await disable(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid(path, message));
    }
    expect(await isOn(user)).toBe(true);

    const res = await disable(user, { code: totpCode(secret), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'SUCCESS', message: 'Two-factor sign-in is off', data: null });
    expect(await isOn(user)).toBe(false);
    for (const table of ['two_factor', 'recovery_codes', 'two_factor_challenges'] as const) {
      expect(await t.app.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    }
    const login = await call(t.app, 'POST', '/login', { payload: { email: user.email, password: user.password } });
    expect(Object.keys(login.json().data).sort()).toEqual(['token', 'user']);

    const again = await disable(user, { code: totpCode(secret, 1), password: user.password });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'ERROR', code: 'CONFLICT', message: 'Two-factor sign-in is not on' });
  });

  it('mails the owner when two-factor goes on and when it goes off, whatever the security toggle', async () => {
    const subjects = async (user: TestUser) => {
      await t.app.outbox.idle();
      return smtp.mailTo(user.email).map((mail) => mail.subject);
    };
    const on = 'Two-factor sign-in is on for your SparkLink account';
    const off = 'Two-factor sign-in was turned off for your SparkLink account';

    const alerted = await createUser(t.app);
    const first = await enrol(t.app, alerted);
    expect(await subjects(alerted)).toEqual([on]);
    expect((await disable(alerted, { code: totpCode(first.secret), password: alerted.password })).statusCode).toBe(200);
    expect(await subjects(alerted)).toEqual([on, off]);

    const quiet = await createUser(t.app);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: quiet.headers,
      payload: { notifications: { security: false } },
    });
    expect(settings.statusCode).toBe(200);
    // A second factor planted by someone else keeps the owner out: never a mail to turn off (decision 034).
    const second = await enrol(t.app, quiet);
    expect(await subjects(quiet)).toEqual([on]);
    expect((await disable(quiet, { code: totpCode(second.secret), password: quiet.password })).statusCode).toBe(200);
    expect(await subjects(quiet)).toEqual([on, off]);
  });

  it('refuses the code that just signed in (it was used)', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    const first = await call(t.app, 'POST', '/login', { payload: { email: user.email, password: user.password } });
    const code = totpCode(secret);
    const payload = { challenge: first.json().data.challenge, code };
    expect((await call(t.app, 'POST', '/two-factor/verify', { payload })).statusCode).toBe(200);
    expect((await disable(user, { code, password: user.password })).json()).toEqual(
      invalid('code', 'Invalid authentication code'),
    );
  });

  it('without a password: a mailed code and a current code turn it off', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    await t.app.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();

    const missing = await disable(user, { code: totpCode(secret) });
    expect(missing.json()).toEqual(invalid('emailCode', 'Enter the code we e-mailed you'));
    const noCodeYet = await disable(user, { code: totpCode(secret), emailCode: '123456' });
    expect(noCodeYet.json()).toEqual(invalid('emailCode', 'Invalid or expired e-mailed code'));

    const sent = await call(t.app, 'POST', '/two-factor/disable/email-code', { user });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('We e-mailed you a code. It expires in 10 minutes.');
    const emailCode = await latestCode(t.app, smtp, user.email);
    expect(smtp.mailTo(user.email).at(-1)!.subject).toBe('Your SparkLink code to turn off two-factor sign-in');
    const wrongEmailCode = String((Number(emailCode) + 1) % 1_000_000).padStart(6, '0');
    expect((await disable(user, { code: totpCode(secret), emailCode: wrongEmailCode })).json()).toEqual(
      invalid('emailCode', 'Invalid or expired e-mailed code'),
    );
    expect((await disable(user, { code: totpCode(secret), emailCode })).statusCode).toBe(200);
    expect(await isOn(user)).toBe(false);
  });

  it('voids the mailed code after 5 guesses', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    await t.app.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    await allowNextMail(t.app, user.email);
    await call(t.app, 'POST', '/two-factor/disable/email-code', { user });
    const emailCode = await latestCode(t.app, smtp, user.email);
    const wrongEmailCode = String((Number(emailCode) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i += 1) {
      expect((await disable(user, { code: totpCode(secret), emailCode: wrongEmailCode })).statusCode).toBe(400);
    }
    const fifth = await disable(user, { code: totpCode(secret), emailCode: wrongEmailCode });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many attempts. Please request a new code.');
    expect((await disable(user, { code: totpCode(secret), emailCode })).statusCode).toBe(400);
  });

  it('mails a code only to an account without a password that has two-factor on', async () => {
    const withPassword = await createUser(t.app);
    const off = await call(t.app, 'POST', '/two-factor/disable/email-code', { user: withPassword });
    expect(off.json()).toEqual({ status: 'ERROR', code: 'CONFLICT', message: 'Two-factor sign-in is not on' });
    await enrol(t.app, withPassword);
    const res = await call(t.app, 'POST', '/two-factor/disable/email-code', { user: withPassword });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your account has a password: confirm with it instead');
  });

  it('records when the password changed, and a reset asks for the second step', async () => {
    const user = await createUser(t.app);
    const { secret } = await enrol(t.app, user);
    await t.app.db
      .updateTable('users')
      .set({ password_changed_at: new Date('2020-01-01T00:00:00Z') })
      .where('id', '=', user.id)
      .execute();
    await allowNextMail(t.app, user.email);
    await call(t.app, 'POST', '/forgot-password', { payload: { email: user.email } });
    const otp = await latestCode(t.app, smtp, user.email);
    const before = Date.now();
    const reset = await call(t.app, 'POST', '/reset-password', {
      payload: { email: user.email, otp, password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Enter the code from your authenticator app');
    expect(reset.json().data.twoFactorRequired).toBe(true);
    const done = await call(t.app, 'POST', '/two-factor/verify', {
      payload: { challenge: reset.json().data.challenge, code: totpCode(secret) },
    });
    expect(done.statusCode).toBe(200);
    const status = await call(t.app, 'GET', '/security', {
      user: { headers: { authorization: `Bearer ${done.json().data.token}` } },
    });
    expect(Date.parse(status.json().data.passwordChangedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the reset answer as it was without two-factor', async () => {
    const user = await createUser(t.app);
    await allowNextMail(t.app, user.email);
    await call(t.app, 'POST', '/forgot-password', { payload: { email: user.email } });
    const otp = await latestCode(t.app, smtp, user.email);
    const reset = await call(t.app, 'POST', '/reset-password', {
      payload: { email: user.email, otp, password: 'a-brand-new-password' },
    });
    expect(reset.json().message).toBe('Password reset successful');
    expect(Object.keys(reset.json().data).sort()).toEqual(['token', 'user']);
  });
});
