import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from '../users/user.repository';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { allowNextMail, latestCode, post, uniqueEmail } from './auth.test-support';

/**
 * Pre-verification account takeover: a password chosen at sign-up takes effect only through the
 * code mailed for it, so someone who cannot read the inbox can never set the account's password.
 */
describe('a sign-up password waits on the code mailed for it', () => {
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

  const login = (email: string, password: string) => post(t.app, '/login', { email, password });

  it("keeps the victim's password when an attacker re-registers after spending the address's mail quota", async () => {
    const email = uniqueEmail('victim');
    await post(t.app, '/register', { email, password: 'victim-password-1' });
    const victimCode = await latestCode(t.app, smtp, email);

    // The address may be mailed once a minute: the attacker spends that with forgot-password,
    // then registers the same address with a password of their own; no new code goes out.
    await allowNextMail(t.app, email);
    await post(t.app, '/forgot-password', { email });
    const attack = await post(t.app, '/register', { email, password: 'attacker-password-1' });
    expect(attack.statusCode).toBe(201);
    await t.app.outbox.idle();
    expect(smtp.mailTo(email).map((mail) => mail.subject)).toEqual([
      'Your SparkLink verification code',
      'Your SparkLink password reset code',
    ]);

    const verified = await post(t.app, '/verify-email', { email, otp: victimCode });
    expect(verified.statusCode).toBe(200);
    const row = (await findUserByEmail(t.app.db, email))!;
    expect(await verifyPassword(row.password_hash, 'victim-password-1')).toBe(true);
    expect((await login(email, 'attacker-password-1')).statusCode).toBe(401);
    expect((await login(email, 'victim-password-1')).statusCode).toBe(200);
  });

  it("leaves the victim's earlier code able to confirm only the victim's password", async () => {
    const email = uniqueEmail('victim');
    await post(t.app, '/register', { email, password: 'victim-password-2' });
    const victimCode = await latestCode(t.app, smtp, email);
    const attack = await post(t.app, '/register', { email, password: 'attacker-password-2' });
    expect(attack.statusCode).toBe(201);
    await t.app.outbox.idle();
    expect(smtp.mailTo(email)).toHaveLength(1);

    const stored = await t.app.db
      .selectFrom('email_codes')
      .innerJoin('users', 'users.id', 'email_codes.user_id')
      .select(['email_codes.pending_password_hash', 'users.password_hash'])
      .where('users.email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.password_hash).toBeNull();
    expect(await verifyPassword(stored[0]!.pending_password_hash, 'victim-password-2')).toBe(true);

    expect((await post(t.app, '/verify-email', { email, otp: victimCode })).statusCode).toBe(200);
    expect((await login(email, 'attacker-password-2')).statusCode).toBe(401);
  });

  it('resends a code that confirms the password of the sign-up it replaces', async () => {
    const email = uniqueEmail();
    await post(t.app, '/register', { email, password: 'chosen-password-3' });
    const first = await latestCode(t.app, smtp, email);
    await allowNextMail(t.app, email);
    await post(t.app, '/resend-verification', { email });
    const resent = await latestCode(t.app, smtp, email);
    expect(resent).not.toBe(first);

    expect((await post(t.app, '/verify-email', { email, otp: first })).statusCode).toBe(400);
    expect((await post(t.app, '/verify-email', { email, otp: resent })).statusCode).toBe(200);
    expect((await login(email, 'chosen-password-3')).statusCode).toBe(200);
    const codes = await t.app.db
      .selectFrom('email_codes')
      .innerJoin('users', 'users.id', 'email_codes.user_id')
      .select('email_codes.pending_password_hash')
      .where('users.email', '=', email)
      .execute();
    expect(codes.map((code) => code.pending_password_hash)).toEqual([null, null]);
  });

  it('tells an unverified owner who knows the pending password to verify, and anyone else nothing', async () => {
    const email = uniqueEmail();
    await post(t.app, '/register', { email, password: 'chosen-password-4' });
    const right = await login(email, 'chosen-password-4');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      status: 'ERROR',
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email before signing in',
    });
    const wrong = await login(email, 'another-password-4');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('creates no account when the new address may not be mailed, so no password waits without a code', async () => {
    const email = uniqueEmail();
    // forgot-password spends the address's one mail a minute, even for an unknown address.
    await post(t.app, '/forgot-password', { email });
    const res = await post(t.app, '/register', { email, password: 'chosen-password-5' });
    expect(res.statusCode).toBe(201);
    expect(await findUserByEmail(t.app.db, email)).toBeUndefined();
  });
});
