import { SECURITY_MESSAGES, TWO_FACTOR_MESSAGES as M } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { startSmtpServer, type TestSmtpServer } from '../../mail/smtp-test-server';
import { startSession } from '../auth-session';
import { allowNextMail, latestCode } from '../auth.test-support';
import { call } from '../two-factor/two-factor.test-support';

const invalid = (path: string, message: string) => ({
  status: 'ERROR',
  code: 'VALIDATION_ERROR',
  message,
  errors: [{ path, message }],
});

describe('POST /api/auth/confirm-identity (decision 034)', () => {
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

  const confirm = (user: TestUser, payload: object) => call(t.app, 'POST', '/confirm-identity', { user, payload });
  const sendCode = (user: TestUser) => call(t.app, 'POST', '/confirm-identity/email-code', { user });
  const setup = (user: TestUser) => call(t.app, 'POST', '/two-factor/setup', { user });
  async function anotherDevice(user: TestUser): Promise<TestUser> {
    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    const token = await startSession(t.app.db, t.config.secrets.JWT_SECRET, row, { userAgent: undefined });
    return { ...user, token, headers: { authorization: `Bearer ${token}` } };
  }
  async function googleOnly(): Promise<TestUser> {
    const user = await createUser(t.app);
    await t.app.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    return user;
  }

  it('takes the password, and says how long the proof lasts', async () => {
    const user = await createUser(t.app);
    expect((await confirm(user, {})).json()).toEqual(invalid('password', M.passwordRequired));
    expect((await confirm(user, { password: 'not-it' })).json()).toEqual(invalid('password', M.wrongPassword));
    expect((await setup(user)).statusCode).toBe(403);
    const before = Date.now();
    const res = await confirm(user, { password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SECURITY_MESSAGES.identityConfirmed);
    const until = Date.parse(res.json().data.confirmedUntil);
    expect(until).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect((await setup(user)).statusCode).toBe(200);
  });

  it('signs a device out after five wrong answers in 15 minutes', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 5; i += 1) expect((await confirm(user, { password: `wrong-${i}` })).statusCode).toBe(400);
    const sixth = await confirm(user, { password: user.password });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json()).toEqual({
      status: 'ERROR',
      code: 'UNAUTHENTICATED',
      message: SECURITY_MESSAGES.signedOutAfterWrongProofs,
    });
    expect((await call(t.app, 'GET', '/me', { user })).statusCode).toBe(401);
  });

  it('counts wrong passwords per account across devices: the eleventh in 15 minutes is 429', async () => {
    const user = await createUser(t.app);
    const devices = [user, await anotherDevice(user), await anotherDevice(user)];
    for (let i = 0; i < 10; i += 1) {
      expect((await confirm(devices[Math.floor(i / 4)]!, { password: `wrong-${i}` })).statusCode).toBe(400);
    }
    const over = await confirm(devices[2]!, { password: user.password });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('a password account cannot ask for a mailed code instead', async () => {
    const user = await createUser(t.app);
    const res = await sendCode(user);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'CONFLICT', message: M.usePassword });
  });

  it('an account without a password confirms with a code mailed for this device', async () => {
    const user = await googleOnly();
    expect((await confirm(user, { password: 'anything' })).json()).toEqual(invalid('emailCode', M.emailCodeRequired));
    await allowNextMail(t.app, user.email);
    const sent = await sendCode(user);
    expect(sent.json()).toEqual({ status: 'SUCCESS', message: M.emailCodeSent, data: null });
    await t.app.outbox.idle();
    expect(smtp.mailTo(user.email).at(-1)!.subject).toBe('Your SparkLink code to confirm it’s you');
    const code = await latestCode(t.app, smtp, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await confirm(user, { emailCode: wrong })).json()).toEqual(invalid('emailCode', M.invalidEmailCode));
    expect((await confirm(user, { emailCode: code })).statusCode).toBe(200);
    expect((await setup(user)).statusCode).toBe(200);
    // Used once.
    expect((await confirm(user, { emailCode: code })).json()).toEqual(invalid('emailCode', M.invalidEmailCode));
  });

  it("a code mailed for one device does not confirm another of the account's devices", async () => {
    const user = await googleOnly();
    const other = await anotherDevice(user);
    await allowNextMail(t.app, user.email);
    await sendCode(user);
    const code = await latestCode(t.app, smtp, user.email);
    expect((await confirm(other, { emailCode: code })).json()).toEqual(invalid('emailCode', M.invalidEmailCode));
    expect((await confirm(user, { emailCode: code })).statusCode).toBe(200);
  });

  it('voids the mailed code after 5 wrong guesses, and then signs the device out', async () => {
    const user = await googleOnly();
    await allowNextMail(t.app, user.email);
    await sendCode(user);
    const code = await latestCode(t.app, smtp, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await confirm(user, { emailCode: wrong })).statusCode).toBe(400);
    const fifth = await confirm(user, { emailCode: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many attempts. Please request a new code.');
    // The voided code is no use, and this device has given five wrong answers: it is signed out.
    const after = await confirm(user, { emailCode: code });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SECURITY_MESSAGES.signedOutAfterWrongProofs);
  });
});
