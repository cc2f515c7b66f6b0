import { SECURITY_MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { startSmtpServer, type TestSmtpServer } from '../../mail/smtp-test-server';
import { backoffWaitMs, CODE_BACKOFF } from './code-backoff';
import { call, enrol, passwordChallenge, totpCode, wrongCode } from './two-factor.test-support';
import { accountCodeLimit } from './two-factor-limits';

const FAILURES_MAIL = 'Wrong two-factor codes on your SparkLink account';

describe('wrong authenticator codes wait longer and longer (decision 034)', () => {
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
  const verify = (payload: object) => call(t.app, 'POST', '/two-factor/verify', { payload });
  /** One wrong code on a new sign-in, past the 15-minute limit (which has its own test). */
  async function wrongSignIn(user: Awaited<ReturnType<typeof enrolled>>) {
    await t.app.rateLimiter.reset(accountCodeLimit(user.user.id).key);
    return verify({ challenge: await passwordChallenge(t.app, user.user), code: wrongCode(user.secret) });
  }
  const blockedUntil = async (userId: string) =>
    (
      await t.app.db
        .selectFrom('two_factor')
        .select('codes_blocked_until')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).codes_blocked_until;

  it('doubles the wait from 1 minute after ten wrong codes in a row, up to a day', () => {
    expect(backoffWaitMs(CODE_BACKOFF.freeFailures)).toBe(0);
    expect(backoffWaitMs(11)).toBe(60_000);
    expect(backoffWaitMs(12)).toBe(120_000);
    expect(backoffWaitMs(15)).toBe(16 * 60_000);
    expect(backoffWaitMs(40)).toBe(24 * 60 * 60_000);
  });

  it('refuses codes during the wait with 429 and Retry-After, without comparing them', async () => {
    const owner = await enrolled();
    for (let i = 0; i < 11; i += 1) expect((await wrongSignIn(owner)).statusCode).toBe(400);
    expect(await blockedUntil(owner.user.id)).not.toBeNull();

    await t.app.rateLimiter.reset(accountCodeLimit(owner.user.id).key);
    const right = await verify({ challenge: await passwordChallenge(t.app, owner.user), code: totpCode(owner.secret) });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ status: 'ERROR', code: 'RATE_LIMITED', message: SECURITY_MESSAGES.codesBlocked });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The minute passes; the twelfth wrong code waits two.
    await t.app.db
      .updateTable('two_factor')
      .set({ codes_blocked_until: new Date(Date.now() - 1) })
      .where('user_id', '=', owner.user.id)
      .execute();
    expect((await wrongSignIn(owner)).statusCode).toBe(400);
    const until = await blockedUntil(owner.user.id);
    expect(new Date(until!).getTime() - Date.now()).toBeGreaterThan(110_000);
  });

  it('of parallel wrong codes past the free ten, only the first is compared', async () => {
    const owner = await enrolled();
    for (let i = 0; i < 10; i += 1) expect((await wrongSignIn(owner)).statusCode).toBe(400);
    await t.app.rateLimiter.reset(accountCodeLimit(owner.user.id).key);
    const challenges = await Promise.all(Array.from({ length: 5 }, () => passwordChallenge(t.app, owner.user)));
    const answers = await Promise.all(
      challenges.map((challenge) => verify({ challenge, code: wrongCode(owner.secret) })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([400, 429, 429, 429, 429]);
    const row = await t.app.db
      .selectFrom('two_factor')
      .select('failed_codes')
      .where('user_id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(row.failed_codes).toBe(11);
  });

  it('turning two-factor off meets the same streak and wait', async () => {
    const owner = await enrolled();
    for (let i = 0; i < 10; i += 1) await wrongSignIn(owner);
    const disable = (code: string) =>
      call(t.app, 'POST', '/two-factor/disable', {
        user: owner.user,
        payload: { code, password: owner.user.password },
      });
    expect((await disable(wrongCode(owner.secret))).statusCode).toBe(400);
    const waiting = await disable(totpCode(owner.secret));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(SECURITY_MESSAGES.codesBlocked);
  });

  it('a recovery code still signs in during the wait, and ends the streak', async () => {
    const owner = await enrolled();
    for (let i = 0; i < 11; i += 1) await wrongSignIn(owner);
    const challenge = await passwordChallenge(t.app, owner.user);
    const res = await verify({ challenge, recoveryCode: owner.recoveryCodes[0] });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('two_factor')
      .select(['failed_codes', 'codes_blocked_until'])
      .where('user_id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failed_codes: 0, codes_blocked_until: null });
  });

  it('a right code ends the streak', async () => {
    const owner = await enrolled();
    for (let i = 0; i < 9; i += 1) await wrongSignIn(owner);
    const right = await verify({ challenge: await passwordChallenge(t.app, owner.user), code: totpCode(owner.secret) });
    expect(right.statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1) expect((await wrongSignIn(owner)).statusCode).toBe(400);
    expect(await blockedUntil(owner.user.id)).toBeNull();
  });

  it('mails the owner when the password was right but three codes in a row were wrong, at most once a day', async () => {
    const owner = await enrolled();
    const failureMails = async () => {
      await t.app.outbox.idle();
      return smtp.mailTo(owner.user.email).filter((mail) => mail.subject === FAILURES_MAIL);
    };
    await wrongSignIn(owner);
    await wrongSignIn(owner);
    expect(await failureMails()).toEqual([]);
    await wrongSignIn(owner);
    const [mail, ...more] = await failureMails();
    expect(more).toEqual([]);
    expect(mail!.text).toContain('If this was not you, someone knows your password: reset it now.');
    await wrongSignIn(owner);
    await wrongSignIn(owner);
    expect(await failureMails()).toHaveLength(1);
    // A day later a guesser still at it is mailed again.
    await t.app.db
      .updateTable('two_factor')
      .set({ failure_alert_at: new Date(Date.now() - 25 * 60 * 60_000) })
      .where('user_id', '=', owner.user.id)
      .execute();
    await wrongSignIn(owner);
    expect(await failureMails()).toHaveLength(2);
  });
});
