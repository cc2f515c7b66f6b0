import { SECURITY_MESSAGES as S, TWO_FACTOR_MESSAGES as M } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmIdentity, createUser, type TestUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { startSmtpServer, type TestSmtpServer } from '../../mail/smtp-test-server';
import { allowNextMail, latestCode } from '../auth.test-support';
import { sendRecoveryReminders } from './recovery-reminders';
import { call, enrol, passwordChallenge, totpCode } from './two-factor.test-support';

const STARTED = 'Two-factor sign-in will be removed from your SparkLink account';
const REMINDER = 'Two-factor sign-in will be removed from your SparkLink account tomorrow';
const CANCELLED = 'The request to remove two-factor sign-in was cancelled';
const REMOVED = 'Two-factor sign-in was removed from your SparkLink account';
const DAY = 24 * 60 * 60_000;

describe('recovering an account whose second factor is lost (decision 034)', () => {
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

  async function enrolled() {
    const user = await createUser(t.app);
    return { user, ...(await enrol(t.app, user)) };
  }
  const subjects = async (user: TestUser) => {
    await t.app.outbox.idle();
    return smtp.mailTo(user.email).map((mail) => mail.subject);
  };
  const me = (user: TestUser) => call(t.app, 'GET', '/me', { user });
  const moveDueDate = (userId: string, due: Date) =>
    t.app.db.updateTable('two_factor').set({ recovery_due_at: due }).where('user_id', '=', userId).execute();

  /** Signs in with the password, mails the recovery code and starts the waiting period. */
  async function startRecovery(user: TestUser) {
    const challenge = await passwordChallenge(t.app, user);
    await allowNextMail(t.app, user.email);
    const sent = await call(t.app, 'POST', '/two-factor/recovery/email-code', { payload: { challenge } });
    expect(sent.json()).toEqual({ status: 'SUCCESS', message: M.emailCodeSent, data: null });
    const emailCode = await latestCode(t.app, smtp, user.email);
    return call(t.app, 'POST', '/two-factor/recovery', { payload: { challenge, emailCode } });
  }

  it('needs an open sign-in challenge and the mailed code', async () => {
    const { user } = await enrolled();
    const unknown = await call(t.app, 'POST', '/two-factor/recovery/email-code', { payload: { challenge: 'made-up' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(M.invalidChallenge);
    const challenge = await passwordChallenge(t.app, user);
    const noCode = await call(t.app, 'POST', '/two-factor/recovery', { payload: { challenge, emailCode: '123456' } });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual([{ path: 'emailCode', message: M.invalidEmailCode }]);
    expect(
      await t.app.db
        .selectFrom('two_factor')
        .select('recovery_due_at')
        .where('user_id', '=', user.id)
        .executeTakeFirst(),
    ).toEqual({
      recovery_due_at: null,
    });
  });

  it('starts a 7-day wait: every session ends, the owner is told, the next sign-in says when', async () => {
    const { user } = await enrolled();
    const before = Date.now();
    const res = await startRecovery(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(S.recoveryStarted);
    const { dueAt, ready } = res.json().data;
    expect(ready).toBe(false);
    expect(Date.parse(dueAt) - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(Date.parse(dueAt) - Date.now()).toBeLessThanOrEqual(7 * DAY);
    expect((await me(user)).statusCode).toBe(401);
    expect(await subjects(user)).toContain(STARTED);

    const login = await call(t.app, 'POST', '/login', { payload: { email: user.email, password: user.password } });
    expect(login.json().data.recovery).toMatchObject({ dueAt, ready: false });
    const early = await call(t.app, 'POST', '/two-factor/recovery/complete', {
      payload: { challenge: login.json().data.challenge },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ status: 'ERROR', code: 'CONFLICT', message: S.recoveryNotDue });
  });

  it('reminds the owner a day before, once', async () => {
    const { user } = await enrolled();
    await startRecovery(user);
    expect(await sendRecoveryReminders(t.app)).toBe(0);
    await moveDueDate(user.id, new Date(Date.now() + DAY - 60_000));
    expect(await sendRecoveryReminders(t.app)).toBe(1);
    expect(await sendRecoveryReminders(t.app)).toBe(0);
    expect((await subjects(user)).filter((subject) => subject === REMINDER)).toHaveLength(1);
  });

  it('once due, the next sign-in removes the second factor and signs in', async () => {
    const { user } = await enrolled();
    await startRecovery(user);
    await moveDueDate(user.id, new Date(Date.now() - 1000));
    const challenge = await passwordChallenge(t.app, user);
    const res = await call(t.app, 'POST', '/two-factor/recovery/complete', { payload: { challenge } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(S.recoveryCompleted);
    expect(Object.keys(res.json().data).sort()).toEqual(['token', 'user']);
    for (const table of ['two_factor', 'recovery_codes', 'two_factor_challenges'] as const) {
      expect(await t.app.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    }
    expect(await subjects(user)).toContain(REMOVED);
  });

  it('someone who signs in fully cancels it; it cannot complete afterwards', async () => {
    const { user, secret } = await enrolled();
    await startRecovery(user);
    const challenge = await passwordChallenge(t.app, user);
    const full = await call(t.app, 'POST', '/two-factor/verify', { payload: { challenge, code: totpCode(secret, 1) } });
    expect(full.statusCode).toBe(200);
    const owner = { ...user, headers: { authorization: `Bearer ${full.json().data.token}` } };
    const status = (await call(t.app, 'GET', '/security', { user: owner })).json().data.twoFactor.recovery;
    expect(status).toMatchObject({ ready: false });

    const cancel = () =>
      t.app.inject({ method: 'DELETE', url: '/api/auth/two-factor/recovery', headers: owner.headers });
    expect((await cancel()).json()).toEqual({ status: 'SUCCESS', message: S.recoveryCancelled, data: null });
    expect(await subjects(user)).toContain(CANCELLED);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(S.recoveryNotStarted);

    const late = await call(t.app, 'POST', '/two-factor/recovery/complete', {
      payload: { challenge: await passwordChallenge(t.app, user) },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(S.recoveryNotStarted);
  });

  it('new recovery codes need a fresh proof, and replace the old ones', async () => {
    const { user, recoveryCodes } = await enrolled();
    const stale = new Date(Date.now() - 10 * 60_000);
    await t.app.db.updateTable('sessions').set({ confirmed_at: stale }).where('user_id', '=', user.id).execute();
    const refused = await call(t.app, 'POST', '/two-factor/recovery-codes', { user });
    expect(refused.statusCode).toBe(403);
    await confirmIdentity(t.app, user);
    const res = await call(t.app, 'POST', '/two-factor/recovery-codes', { user });
    expect(res.json().message).toBe(S.recoveryCodesRenewed);
    const fresh = res.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(await subjects(user)).toContain('New recovery codes were made for your SparkLink account');
    const old = await call(t.app, 'POST', '/two-factor/verify', {
      payload: { challenge: await passwordChallenge(t.app, user), recoveryCode: recoveryCodes[0] },
    });
    expect(old.json().message).toBe(M.invalidRecoveryCode);
    const renewed = await call(t.app, 'POST', '/two-factor/verify', {
      payload: { challenge: await passwordChallenge(t.app, user), recoveryCode: fresh[0] },
    });
    expect(renewed.statusCode).toBe(200);
  });
});
