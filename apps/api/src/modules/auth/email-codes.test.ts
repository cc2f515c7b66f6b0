import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { findUserByEmail } from '../users/user.repository';
import { startSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server';
import { allowNextMail, latestCode, nextIp, post, uniqueEmail } from './auth.test-support';

describe('e-mail codes (api-contract §1.7, §13)', () => {
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

  async function registered() {
    const email = uniqueEmail();
    await post(t.app, '/register', { email, password: 'correct-horse-battery' });
    const otp = await latestCode(t.app, smtp, email);
    const user = (await findUserByEmail(t.app.db, email))!;
    return { email, otp, user };
  }

  const wrongCodeFor = (otp: string) => String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
  const invalid = { status: 'ERROR', code: 'VALIDATION_ERROR', message: 'Invalid or expired verification code' };
  const tooMany = { status: 'ERROR', code: 'RATE_LIMITED', message: 'Too many attempts. Please request a new code.' };

  it('stores only an HMAC of the 6-digit code, bound to user and purpose, expiring in 10 minutes', async () => {
    const before = Date.now();
    const { otp, user } = await registered();
    expect(otp).toMatch(/^\d{6}$/);
    const [row] = await t.app.db.selectFrom('email_codes').selectAll().where('user_id', '=', user.id).execute();
    const expected = createHmac('sha256', t.config.secrets.CODE_PEPPER)
      .update(`verify_email:${user.id}:${otp}`)
      .digest('hex');
    expect(row!.code_hash).toBe(expected);
    expect(row!.code_hash).not.toContain(otp);
    expect(row!.purpose).toBe('verify_email');
    const ttl = new Date(row!.expires_at as Date).getTime() - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('voids the code after 5 wrong guesses: 429, and then even the right code fails', async () => {
    const { email, otp } = await registered();
    for (let i = 0; i < 4; i += 1) {
      const res = await post(t.app, '/verify-email', { email, otp: wrongCodeFor(otp) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid);
    }
    const fifth = await post(t.app, '/verify-email', { email, otp: wrongCodeFor(otp) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(tooMany);
    const right = await post(t.app, '/verify-email', { email, otp });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(tooMany);

    await allowNextMail(t.app, email);
    await post(t.app, '/resend-verification', { email });
    const fresh = await latestCode(t.app, smtp, email);
    expect((await post(t.app, '/verify-email', { email, otp: fresh })).statusCode).toBe(200);
  });

  it('compares at most 5 of any number of parallel guesses: each is counted before it is compared', async () => {
    const { email, otp, user } = await registered();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/verify-email', { email, otp: wrongCodeFor(otp) })),
    );
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(4);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(16);
    const [row] = await t.app.db.selectFrom('email_codes').select('attempts').where('user_id', '=', user.id).execute();
    expect(row!.attempts).toBe(5);
    expect((await post(t.app, '/verify-email', { email, otp })).json()).toEqual(tooMany);
  });

  it('accepts the right code as the fifth guess', async () => {
    const { email, otp } = await registered();
    for (let i = 0; i < 4; i += 1)
      expect((await post(t.app, '/verify-email', { email, otp: wrongCodeFor(otp) })).statusCode).toBe(400);
    expect((await post(t.app, '/verify-email', { email, otp })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { email, otp, user } = await registered();
    await t.app.db
      .updateTable('email_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await post(t.app, '/verify-email', { email, otp });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
  });

  it('uses a code once', async () => {
    const { email, otp, user } = await registered();
    expect((await post(t.app, '/verify-email', { email, otp })).statusCode).toBe(200);
    const again = await post(t.app, '/verify-email', { email, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);
    const [row] = await t.app.db.selectFrom('email_codes').selectAll().where('user_id', '=', user.id).execute();
    expect(row!.consumed_at).not.toBeNull();
  });

  it('gives one answer for an unknown address, an already verified one and a code of the wrong purpose', async () => {
    const verified = await createUser(t.app);
    const { email, user } = await registered();
    await allowNextMail(t.app, email);
    await post(t.app, '/forgot-password', { email });
    const resetCode = await latestCode(t.app, smtp, email);
    for (const body of [
      { email: uniqueEmail('nobody'), otp: '123456' },
      { email: verified.email, otp: '123456' },
      { email, otp: resetCode },
    ]) {
      const res = await post(t.app, '/verify-email', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid);
    }
    expect((await findUserByEmail(t.app.db, email))!.id).toBe(user.id);
  });

  it('limits code checks to 30 per 15 minutes per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await post(t.app, '/verify-email', { email: uniqueEmail('nobody'), otp: '123456' }, ip)).statusCode).toBe(
        400,
      );
    }
    const over = await post(
      t.app,
      '/reset-password',
      { email: uniqueEmail('nobody'), otp: '123456', password: 'new-password-1' },
      ip,
    );
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many requests. Please try again later.');
  });
});
