import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { startAppWithMailbox, stopAppWithMailbox } from '../../../test/helpers/mail-app';
import type { TestApp } from '../../../test/helpers/test-app';
import { verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from '../users/user.repository';
import { codeIn, type TestSmtpServer } from '../mail/smtp-test-server';
import { allowNextMail, latestCode, nextIp, post, uniqueEmail } from './auth.test-support';

describe('POST /api/auth/register, /verify-email, /resend-verification', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => ({ smtp, t } = await startAppWithMailbox()));
  afterAll(() => stopAppWithMailbox({ smtp, t }));

  const registered = (email: string) => ({
    status: 'SUCCESS',
    message: 'Registration successful. Please check your email for verification code.',
    data: { email, requiresVerification: true },
  });

  it('registers, mails a code, verifies, and the token works on GET /me', async () => {
    const email = uniqueEmail();
    const res = await post(t.app, '/register', {
      email: `  ${email.toUpperCase()} `,
      password: 'correct-horse-battery',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(registered(email));

    const row = (await findUserByEmail(t.app.db, email))!;
    expect(row.is_verified).toBeFalsy();
    const profile = await t.app.db.selectFrom('profiles').selectAll().where('user_id', '=', row.id).execute();
    const settings = await t.app.db.selectFrom('user_settings').selectAll().where('user_id', '=', row.id).execute();
    expect([profile.length, settings.length]).toEqual([1, 1]);

    await t.app.outbox.idle();
    const [mail] = smtp.mailTo(email);
    expect(mail!.subject).toBe('Your SparkLink verification code');
    expect(mail!.text).toContain('SparkLink');
    expect(mail!.html).toContain(codeIn(mail!));

    const verified = await post(t.app, '/verify-email', { email, otp: codeIn(mail!) });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.message).toBe('Email verified successfully');
    expect(body.data.isNewUser).toBe(true);
    expect(body.data.user).toMatchObject({ email, isVerified: true, hasPassword: true, subscription: 'STARTER' });
    expect(Object.keys(body.data.user).sort()).toEqual(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'username',
        'country',
        'phone',
        'profilePicture',
        'subscription',
        'subscriptionExpiresAt',
        'hasVerifiedBadge',
        'isVerified',
        'hasPassword',
        'googleLinked',
        'createdAt',
      ].sort(),
    );

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ status: 'SUCCESS', data: { user: body.data.user } });
    expect((await findUserByEmail(t.app.db, email))!.last_login_at).not.toBeNull();
  });

  it('answers a second registration of an unverified address identically, with a new password and code', async () => {
    const email = uniqueEmail();
    const first = await post(t.app, '/register', { email, password: 'first-password-1' });
    const firstCode = await latestCode(t.app, smtp, email);
    await allowNextMail(t.app, email);
    const second = await post(t.app, '/register', { email, password: 'second-password-2' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.body).toBe(first.body);

    const secondCode = await latestCode(t.app, smtp, email);
    expect(smtp.mailTo(email)).toHaveLength(2);
    const row = (await findUserByEmail(t.app.db, email))!;
    // The new password waits on the new code; the account itself holds none until verified.
    expect(row.password_hash).toBeNull();
    const users = await t.app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(users).toHaveLength(1);

    const codes = await t.app.db.selectFrom('email_codes').selectAll().where('user_id', '=', row.id).execute();
    expect(codes.map((code) => code.consumed_at === null).sort()).toEqual([false, true]);
    expect(firstCode).toMatch(/^\d{6}$/);
    expect((await post(t.app, '/verify-email', { email, otp: secondCode })).statusCode).toBe(200);
    const verified = (await findUserByEmail(t.app.db, email))!;
    expect(await verifyPassword(verified.password_hash, 'second-password-2')).toBe(true);
  });

  it('changes nothing for a verified address and mails its owner sign-in and reset links', async () => {
    const owner = await createUser(t.app, { password: 'owner-password-1' });
    const before = (await findUserByEmail(t.app.db, owner.email))!;
    const res = await post(t.app, '/register', { email: owner.email, password: 'attacker-password-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(registered(owner.email));

    expect(await findUserByEmail(t.app.db, owner.email)).toEqual(before);
    await t.app.outbox.idle();
    const [mail] = smtp.mailTo(owner.email);
    expect(mail!.subject).toBe('Someone tried to register with your email on SparkLink');
    expect(mail!.text).toContain('Sign in: https://app.sparklink.test/login');
    expect(mail!.text).toContain('Reset it: https://app.sparklink.test/forgot-password');
    expect(mail!.html).toContain('href="https://app.sparklink.test/forgot-password"');
    const codes = await t.app.db.selectFrom('email_codes').selectAll().where('user_id', '=', owner.id).execute();
    expect(codes).toHaveLength(0);
  });

  it('resends only to an unverified account and answers the same for every address', async () => {
    const email = uniqueEmail();
    await post(t.app, '/register', { email, password: 'correct-horse-battery' });
    await latestCode(t.app, smtp, email);
    await allowNextMail(t.app, email);
    const verified = await createUser(t.app);
    const answers = [];
    for (const address of [email, verified.email, uniqueEmail('nobody')]) {
      answers.push((await post(t.app, '/resend-verification', { email: address })).json());
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 'SUCCESS',
        message: 'If this email needs verification, a new code has been sent.',
        data: null,
      });
    }
    await t.app.outbox.idle();
    expect(smtp.mailTo(email)).toHaveLength(2);
    expect(smtp.mailTo(verified.email)).toHaveLength(0);
  });

  it('sends at most one code a minute and five an hour per address, answering normally', async () => {
    const email = uniqueEmail();
    await post(t.app, '/register', { email, password: 'correct-horse-battery' });
    const quick = await post(t.app, '/resend-verification', { email });
    expect(quick.statusCode).toBe(200);
    await t.app.outbox.idle();
    expect(smtp.mailTo(email)).toHaveLength(1);

    for (let i = 0; i < 5; i += 1) {
      await allowNextMail(t.app, email);
      expect((await post(t.app, '/resend-verification', { email })).statusCode).toBe(200);
    }
    await t.app.outbox.idle();
    expect(smtp.mailTo(email)).toHaveLength(5);
  });

  it('limits registrations to 10 an hour per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post(t.app, '/register', { email: uniqueEmail(), password: 'correct-horse-battery' }, ip)).statusCode,
      ).toBe(201);
    }
    const over = await post(t.app, '/register', { email: uniqueEmail(), password: 'correct-horse-battery' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 'ERROR',
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await post(t.app, '/register', { email: uniqueEmail(), password: 'correct-horse-battery' })).statusCode,
    ).toBe(201);
  });

  it('limits requests that send codes to 30 an hour per IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await post(t.app, '/resend-verification', { email: uniqueEmail('nobody') }, ip)).statusCode).toBe(200);
    }
    const over = await post(t.app, '/forgot-password', { email: uniqueEmail('nobody') }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many requests. Please try again later.');
  });
});
