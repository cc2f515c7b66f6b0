import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { toDate } from '../../db/values';
import { post, uniqueEmail } from '../auth/auth.test-support';
import { MAX_ATTEMPTS, retryDelayMs } from './mail-outbox';
import { codeIn, startSmtpServer, type TestSmtpServer } from './smtp-test-server';

const outboxRows = (t: TestApp, email: string) =>
  t.app.db.selectFrom('email_outbox').selectAll().where('to_email', '=', email).execute();

/** Makes a row due now, as if its back-off had passed. */
const makeDue = (t: TestApp, id: string) =>
  t.app.db
    .updateTable('email_outbox')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .where('id', '=', id)
    .execute();

describe('mail outbox with an SMTP server that is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const smtp = await startSmtpServer();
    const url = smtp.url;
    await smtp.stop();
    t = await createTestApp({ SMTP_URL: url });
  });
  afterAll(() => t.close());

  it('still registers (201) and keeps the mail unsent, with the attempt counted and a retry scheduled', async () => {
    const email = uniqueEmail();
    const res = await post(t.app, '/register', { email, password: 'correct-horse-battery' });
    expect(res.statusCode).toBe(201);
    await t.app.outbox.idle();

    const [row] = await outboxRows(t, email);
    expect(row).toMatchObject({ template: 'verify_email', sent_at: null, attempts: 1 });
    expect(row!.last_error).toBeTruthy();
    expect(row!.payload).not.toBeNull();
    const retryIn = toDate(row!.next_attempt_at).getTime() - Date.now();
    expect(retryIn).toBeGreaterThan(20_000);
    expect(retryIn).toBeLessThanOrEqual(30_000);
  });
});

describe('mail outbox retries', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterEach(() => smtp.refuseNext(0));
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers a refused mail on a later worker pass and then clears its payload', async () => {
    const email = uniqueEmail();
    smtp.refuseNext(1);
    await post(t.app, '/register', { email, password: 'correct-horse-battery' });
    await t.app.outbox.idle();
    const [failed] = await outboxRows(t, email);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed!.last_error).toContain('Mailbox temporarily unavailable');

    await t.app.outbox.deliverDue();
    expect(smtp.mailTo(email)).toHaveLength(0);

    await makeDue(t, failed!.id);
    await t.app.outbox.deliverDue();
    const [mail] = smtp.mailTo(email);
    expect(codeIn(mail!)).toMatch(/^\d{6}$/);
    const [sent] = await outboxRows(t, email);
    expect(sent).toMatchObject({ attempts: 1, payload: null, last_error: null });
    expect(sent!.sent_at).not.toBeNull();

    await makeDue(t, sent!.id);
    await t.app.outbox.deliverDue();
    expect(smtp.mailTo(email)).toHaveLength(1);
  });

  it('backs off 30 s, doubling to at most an hour, and gives up after the last attempt', async () => {
    expect([1, 2, 3, 7].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_920_000]);
    expect(retryDelayMs(MAX_ATTEMPTS)).toBeNull();

    const email = uniqueEmail();
    smtp.refuseNext(MAX_ATTEMPTS);
    await post(t.app, '/register', { email, password: 'correct-horse-battery' });
    await t.app.outbox.idle();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS + 1; attempt += 1) {
      const [row] = await outboxRows(t, email);
      await makeDue(t, row!.id);
      await t.app.outbox.deliverDue();
    }
    const [row] = await outboxRows(t, email);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null, payload: null });
    expect(smtp.mailTo(email)).toHaveLength(0);
  });
});
