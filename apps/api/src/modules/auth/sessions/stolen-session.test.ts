import { SECURITY_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmIdentity, createUser, type TestUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { startSmtpServer, type TestSmtpServer } from '../../mail/smtp-test-server';
import { allowNextMail, latestCode, post } from '../auth.test-support';
import { call, enrol, passwordChallenge } from '../two-factor/two-factor.test-support';

/**
 * Issue 30, hole 1 (decision 034): a session token alone must not turn two-factor on (it would
 * lock the owner out for good), and a security change ends the other sessions.
 */

const PROOF_REQUIRED = {
  status: 'ERROR',
  code: 'REAUTHENTICATION_REQUIRED',
  message: SECURITY_MESSAGES.reauthenticationRequired,
};

describe('a stolen session cannot take the account', () => {
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

  /** A second device of the same account, signed in with the password: the owner's own, or a thief's copy. */
  async function secondDevice(user: TestUser): Promise<TestUser> {
    const res = await post(t.app, '/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token as string;
    return { ...user, token, headers: { authorization: `Bearer ${token}` } };
  }
  const me = (user: Pick<TestUser, 'headers'>) => call(t.app, 'GET', '/me', { user });

  it('refuses to set up or enable two-factor with the token alone', async () => {
    const owner = await createUser(t.app);
    const thief = await secondDevice(owner);
    const setup = await call(t.app, 'POST', '/two-factor/setup', { user: thief });
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toEqual(PROOF_REQUIRED);
    const enable = await call(t.app, 'POST', '/two-factor/enable', { user: thief, payload: { code: '123456' } });
    expect(enable.statusCode).toBe(403);
    expect(enable.json()).toEqual(PROOF_REQUIRED);
    const row = await t.app.db.selectFrom('two_factor').selectAll().where('user_id', '=', owner.id).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('a proof on one device does not stand for another', async () => {
    const owner = await createUser(t.app);
    const thief = await secondDevice(owner);
    await confirmIdentity(t.app, owner);
    expect((await call(t.app, 'POST', '/two-factor/setup', { user: thief })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/two-factor/setup', { user: owner })).statusCode).toBe(200);
  });

  it('a proof lasts five minutes', async () => {
    const owner = await createUser(t.app);
    await confirmIdentity(t.app, owner);
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
    await t.app.db
      .updateTable('sessions')
      .set({ confirmed_at: sixMinutesAgo })
      .where('user_id', '=', owner.id)
      .execute();
    const stale = await call(t.app, 'POST', '/two-factor/setup', { user: owner });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(PROOF_REQUIRED);
  });

  it('turning two-factor on signs out every other device, and keeps this one', async () => {
    const owner = await createUser(t.app);
    const other = await secondDevice(owner);
    expect((await me(other)).statusCode).toBe(200);
    await enrol(t.app, owner);
    const refused = await me(other);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid or expired token');
    expect((await me(owner)).statusCode).toBe(200);
  });

  it('a password reset signs out every device, the one that asked included', async () => {
    const owner = await createUser(t.app);
    const other = await secondDevice(owner);
    await allowNextMail(t.app, owner.email);
    await post(t.app, '/forgot-password', { email: owner.email });
    const otp = await latestCode(t.app, smtp, owner.email);
    const reset = await post(t.app, '/reset-password', { email: owner.email, otp, password: 'a-brand-new-secret' });
    expect(reset.statusCode).toBe(200);
    expect((await me(owner)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me({ headers: { authorization: `Bearer ${reset.json().data.token}` } })).statusCode).toBe(200);
  });

  it('the owner whose second factor was planted gets back in after the waiting period', async () => {
    // Before this fix: the thief turned two-factor on with the token alone. Here the thief had a proof.
    const owner = await createUser(t.app);
    const thief = await secondDevice(owner);
    await confirmIdentity(t.app, thief);
    await enrol(t.app, thief);
    // The owner resets the password, as the alert says; the reset asks for the thief's code.
    await allowNextMail(t.app, owner.email);
    await post(t.app, '/forgot-password', { email: owner.email });
    const otp = await latestCode(t.app, smtp, owner.email);
    const reset = await post(t.app, '/reset-password', { email: owner.email, otp, password: 'owner-takes-it-back' });
    expect(reset.json().data.twoFactorRequired).toBe(true);
    expect((await me(thief)).statusCode).toBe(401);

    const challenge = reset.json().data.challenge as string;
    await allowNextMail(t.app, owner.email);
    expect((await call(t.app, 'POST', '/two-factor/recovery/email-code', { payload: { challenge } })).statusCode).toBe(
      200,
    );
    const emailCode = await latestCode(t.app, smtp, owner.email);
    const started = await call(t.app, 'POST', '/two-factor/recovery', { payload: { challenge, emailCode } });
    expect(started.statusCode).toBe(200);
    expect(started.json().data.ready).toBe(false);

    // Seven days later (the clock moved by writing the due date into the past).
    await t.app.db
      .updateTable('two_factor')
      .set({ recovery_due_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', owner.id)
      .execute();
    const back = await passwordChallenge(t.app, { email: owner.email, password: 'owner-takes-it-back' });
    const done = await call(t.app, 'POST', '/two-factor/recovery/complete', { payload: { challenge: back } });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user.id).toBe(owner.id);
    const login = await post(t.app, '/login', { email: owner.email, password: 'owner-takes-it-back' });
    // No second step any more: the thief's authenticator is worth nothing.
    expect(Object.keys(login.json().data).sort()).toEqual(['token', 'user']);
  });
});
