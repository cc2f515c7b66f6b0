import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { findUserById } from '../users/user.repository';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { allowNextMail, latestCode, post, uniqueEmail } from './auth.test-support';

describe('POST /api/auth/forgot-password and /reset-password', () => {
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

  const forgotAnswer = {
    status: 'SUCCESS',
    message: 'If an account exists for this email, a reset code has been sent.',
    data: null,
  };
  const invalidReset = { status: 'ERROR', code: 'VALIDATION_ERROR', message: 'Invalid or expired reset code' };
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  async function requestReset(email: string) {
    const res = await post(t.app, '/forgot-password', { email });
    expect(res.json()).toEqual(forgotAnswer);
    return latestCode(t.app, smtp, email);
  }

  it('resets by code: old token 401, new token works, old password fails, new one signs in', async () => {
    const owner = await createUser(t.app, { password: 'old-password-1' });
    const otp = await requestReset(owner.email);
    const [mail] = smtp.mailTo(owner.email);
    expect(mail!.subject).toBe('Your SparkLink password reset code');

    const res = await post(t.app, '/reset-password', { email: owner.email, otp, password: 'new-password-2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Password reset successful');
    expect(Object.keys(body.data).sort()).toEqual(['token', 'user']);
    expect(body.data.user.id).toBe(owner.id);

    const old = await me(owner.token);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe('Invalid or expired token');
    expect((await me(body.data.token)).statusCode).toBe(200);
    expect((await findUserById(t.app.db, owner.id))!.token_version).toBe(owner.row.token_version + 1);

    const oldLogin = await post(t.app, '/login', { email: owner.email, password: 'old-password-1' });
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.json().message).toBe('Invalid email or password');
    expect((await post(t.app, '/login', { email: owner.email, password: 'new-password-2' })).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await post(t.app, '/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(forgotAnswer);
    await t.app.outbox.idle();
    expect(smtp.mailTo(email)).toHaveLength(0);
    const queued = await t.app.db.selectFrom('email_outbox').select('id').where('to_email', '=', email).execute();
    expect(queued).toHaveLength(0);
  });

  it('sends a reset code to a Google-only account, and the reset gives it a password', async () => {
    const owner = await createUser(t.app);
    await t.app.db
      .updateTable('users')
      .set({ password_hash: null, google_sub: `sub-${owner.id}` })
      .where('id', '=', owner.id)
      .execute();
    const otp = await requestReset(owner.email);
    const res = await post(t.app, '/reset-password', { email: owner.email, otp, password: 'first-password-1' });
    expect(res.json().data.user).toMatchObject({ hasPassword: true, googleLinked: true });
  });

  it('verifies the inbox, lifts a cooldown and voids every outstanding reset code', async () => {
    const owner = await createUser(t.app, { verified: false });
    await t.app.db
      .updateTable('users')
      .set({
        locked_until: new Date(Date.now() + 10 * 60_000),
        failed_logins: 3,
        failed_logins_window_start: new Date(),
      })
      .where('id', '=', owner.id)
      .execute();
    const otp = await requestReset(owner.email);
    const res = await post(t.app, '/reset-password', { email: owner.email, otp, password: 'fresh-password-3' });
    expect(res.json().data.user.isVerified).toBe(true);

    const row = (await findUserById(t.app.db, owner.id))!;
    expect([row.locked_until, row.failed_logins]).toEqual([null, 0]);
    expect((await post(t.app, '/login', { email: owner.email, password: 'fresh-password-3' })).statusCode).toBe(200);
    const open = await t.app.db
      .selectFrom('email_codes')
      .select('id')
      .where('user_id', '=', owner.id)
      .where('consumed_at', 'is', null)
      .execute();
    expect(open).toHaveLength(0);

    const reused = await post(t.app, '/reset-password', { email: owner.email, otp, password: 'other-password-4' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual(invalidReset);
  });

  it('refuses a wrong, stale or foreign code with the reset message', async () => {
    const owner = await createUser(t.app);
    const stale = await requestReset(owner.email);
    await allowNextMail(t.app, owner.email);
    const current = await requestReset(owner.email);
    const other = await createUser(t.app);
    const wrong = String((Number(current) + 1) % 1_000_000).padStart(6, '0');
    const attempts = [
      { email: owner.email, otp: wrong },
      { email: other.email, otp: current },
      { email: uniqueEmail('nobody'), otp: current },
      ...(stale === current ? [] : [{ email: owner.email, otp: stale }]),
    ];
    for (const attempt of attempts) {
      const res = await post(t.app, '/reset-password', { ...attempt, password: 'new-password-5' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalidReset);
    }
    expect(
      (await post(t.app, '/reset-password', { email: owner.email, otp: current, password: 'new-password-5' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a common new password before touching the code', async () => {
    const owner = await createUser(t.app);
    const otp = await requestReset(owner.email);
    const res = await post(t.app, '/reset-password', { email: owner.email, otp, password: 'password' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message: 'This password is too common. Please choose another.',
      errors: [{ path: 'password', message: 'This password is too common. Please choose another.' }],
    });
    const [code] = await t.app.db
      .selectFrom('email_codes')
      .select('attempts')
      .where('user_id', '=', owner.id)
      .execute();
    expect(code!.attempts).toBe(0);
  });
});
