import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJson } from '../../src/db/values';
import { loggerOptions } from '../../src/logger';
import { allowNextMail, latestCode, nextIp, post, uniqueEmail } from '../../src/modules/auth/auth.test-support';
import { startSmtpServer, type TestSmtpServer } from '../../src/modules/mail/smtp-test-server';
import { createUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { PRODUCTION_ENV } from './production-env';

/**
 * Log redaction (api-contract §8.2): the server is built with its real logger options, writing to a
 * stream the test reads, at the most verbose level. Sessions, cookies, page-access tokens, login
 * tickets, e-mail codes and passwords never reach a log line; the request lines still do.
 */

interface LogEntry {
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  [field: string]: unknown;
}

function captureLogs() {
  const lines: string[] = [];
  return {
    stream: { write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) },
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
  };
}

/**
 * The lines that contain the value. A numeric code counts only standing alone, so a timestamp or
 * a response time that happens to hold the same six digits is not mistaken for it.
 */
const linesWith = (lines: string[], secret: string) =>
  lines.filter((line) =>
    /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(line) : line.includes(secret),
  );

const PRODUCTION = { ...PRODUCTION_ENV, LOG_LEVEL: 'trace' };

const setCookiePair = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0]!;

describe('a production server with SMTP logs no secret', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  const logs = captureLogs();
  /** Every secret a request below carried or received. */
  const secrets: string[] = [];
  const keep = (secret: string) => (secrets.push(secret), secret);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ ...PRODUCTION, SMTP_URL: smtp.url }, undefined, (config) =>
      loggerOptions(config, logs.stream),
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function accountFlow(app: FastifyInstance) {
    const email = uniqueEmail('logged');
    const password = keep('first-Secret-password-1');
    expect((await post(app, '/register', { email, password })).statusCode).toBe(201);
    const otp = keep(await latestCode(app, smtp, email));
    const wrongOtp = keep(otp === '000001' ? '000002' : '000001');
    expect((await post(app, '/verify-email', { email, otp: wrongOtp })).statusCode).toBe(400);
    const verified = await post(app, '/verify-email', { email, otp });
    expect(verified.statusCode).toBe(200);
    const session = keep(verified.json().data.token as string);

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.statusCode).toBe(200);
    const forged = keep('eyJhbGciOiJIUzI1NiJ9.forged-session-token.signature');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(refused.statusCode).toBe(401);

    const wrongPassword = keep('wrong-Guess-password-2');
    expect((await post(app, '/login', { email, password: wrongPassword })).statusCode).toBe(401);
    const login = await post(app, '/login', { email, password });
    expect(login.statusCode).toBe(200);
    keep(login.json().data.token as string);

    await allowNextMail(app, email);
    expect((await post(app, '/forgot-password', { email })).statusCode).toBe(200);
    const resetOtp = keep(await latestCode(app, smtp, email));
    const newPassword = keep('second-Secret-password-3');
    const reset = await post(app, '/reset-password', { email, otp: resetOtp, password: newPassword });
    expect(reset.statusCode).toBe(200);
    keep(reset.json().data.token as string);

    // A relay that refuses the message: the failure is logged, the code it carried is not.
    smtp.refuseNext(1);
    await allowNextMail(app, email);
    expect((await post(app, '/forgot-password', { email })).statusCode).toBe(200);
    await app.outbox.idle();
    const unsent = await app.db
      .selectFrom('email_outbox')
      .select(['payload', 'last_error'])
      .where('to_email', '=', email)
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(unsent.last_error).toEqual(expect.any(String));
    keep((fromJson(unsent.payload) as { code: string }).code);
  }

  async function protectedPageFlow(app: FastifyInstance) {
    const owner = await createUser(app, { tier: 'RISE', username: 'log_vault' });
    const pagePassword = keep('page-Secret-password-4');
    const created = await app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: {
        type: 'CUSTOM',
        title: 'Vault',
        slug: 'vault',
        isPublished: true,
        isPasswordProtected: true,
        password: pagePassword,
      },
    });
    expect(created.statusCode).toBe(201);

    const target = { username: 'log_vault', slug: 'vault' };
    const wrong = keep('wrong-page-guess-5');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/public/access-protected',
      payload: { ...target, password: wrong },
      remoteAddress: nextIp(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Incorrect password');
    const unlocked = await app.inject({
      method: 'POST',
      url: '/api/public/access-protected',
      payload: { ...target, password: pagePassword },
      remoteAddress: nextIp(),
    });
    expect(unlocked.statusCode).toBe(200);
    const accessToken = keep(unlocked.json().data.accessToken as string);
    const cookie = setCookiePair(unlocked);

    const byHeader = await app.inject({
      method: 'GET',
      url: '/api/public/log_vault/pages/vault',
      headers: { 'x-page-access': accessToken },
    });
    expect(byHeader.statusCode).toBe(200);
    const byCookie = await app.inject({ method: 'GET', url: '/api/public/log_vault/pages/vault', headers: { cookie } });
    expect(byCookie.statusCode).toBe(200);

    // The no-JavaScript form: password in an urlencoded body, the token in Set-Cookie.
    const form = await app.inject({
      method: 'POST',
      url: '/public/log_vault/pages/vault',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${encodeURIComponent(pagePassword)}`,
      remoteAddress: nextIp(),
    });
    expect(form.statusCode).toBe(303);
    const formCookie = setCookiePair(form);
    keep(formCookie.slice(formCookie.indexOf('=') + 1));
    const html = await app.inject({
      method: 'GET',
      url: '/public/log_vault/pages/vault',
      headers: { cookie: formCookie },
    });
    expect(html.statusCode).toBe(200);
  }

  async function secretsInUrlsAndBodies(app: FastifyInstance) {
    const ticket = keep('forged-login-ticket-6');
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { ticket },
      remoteAddress: nextIp(),
    });
    // The refusal itself belongs to the exchange tests; here only what it logs matters.
    expect(exchange.statusCode).toBeGreaterThanOrEqual(400);
    expect(exchange.statusCode).toBeLessThan(500);

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.com","password":"${keep('cut-Off-password-7')}`,
      remoteAddress: nextIp(),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.malformedJson);

    const urlTicket = keep('url-ticket-value-8');
    const spa = await app.inject({ method: 'GET', url: `/verify-email?token=${urlTicket}&google=true` });
    expect(spa.statusCode).toBe(200);
    const health = await app.inject({ method: 'GET', url: `/api/health?ticket=${keep('url-ticket-value-9')}` });
    expect(health.statusCode).toBe(200);
    const callback = await app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?state=${keep('oidc-state-value-10')}&code=${keep('4/oauth-code-value-11')}`,
      headers: { cookie: `sl_unrelated=${keep('unrelated-cookie-value-12')}` },
    });
    expect(callback.statusCode).toBe(302);
    const otpInUrl = await app.inject({
      method: 'GET',
      url: `/reset-password?email=a%40example.com&otp=${keep('918273')}`,
    });
    expect(otpInUrl.statusCode).toBe(200);
    // A password form sent as GET by a broken client, with the key in another case.
    const passwordInUrl = await app.inject({ method: 'GET', url: `/login?Password=${keep('url-password-13')}` });
    expect(passwordInUrl.statusCode).toBe(200);
    // A signed media URL opens a file that is not public while it lives (decision 037).
    const signedMedia = await app.inject({
      method: 'GET',
      url: `/media/gallery/logged.webp?exp=4102444800&sig=${keep('media-signature-value-14')}`,
    });
    expect(signedMedia.statusCode).toBe(404);
  }

  it('logs every request line with its method and path, and no token, cookie, ticket, code or password', async () => {
    await accountFlow(t.app);
    await protectedPageFlow(t.app);
    await secretsInUrlsAndBodies(t.app);
    await t.app.outbox.idle();

    for (const secret of secrets) expect(linesWith(logs.lines, secret), secret).toEqual([]);

    const entries = logs.entries();
    const requests = entries.filter((entry) => entry.msg === 'incoming request').map((entry) => entry.req);
    expect(requests).toEqual(
      expect.arrayContaining([
        { method: 'POST', url: '/api/auth/register' },
        { method: 'POST', url: '/api/auth/verify-email' },
        { method: 'GET', url: '/api/auth/me' },
        { method: 'POST', url: '/api/public/access-protected' },
        { method: 'POST', url: '/public/log_vault/pages/vault' },
        { method: 'POST', url: '/api/auth/exchange' },
        { method: 'GET', url: '/verify-email?token=[redacted]&google=true' },
        { method: 'GET', url: '/api/health?ticket=[redacted]' },
        { method: 'GET', url: '/api/auth/google/callback?state=[redacted]&code=[redacted]' },
        { method: 'GET', url: '/reset-password?email=a%40example.com&otp=[redacted]' },
        { method: 'GET', url: '/login?Password=[redacted]' },
        { method: 'GET', url: '/media/gallery/logged.webp?exp=4102444800&sig=[redacted]' },
      ]),
    );
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(requests.length);
    expect(completed.map((entry) => entry.res?.statusCode)).toContain(401);
    expect(entries.some((entry) => entry.msg === 'mail not sent')).toBe(true);
  });
});

describe('a log call that passes the request along by mistake', () => {
  let t: TestApp;
  const logs = captureLogs();
  const setCookie = 'sl_probe=probe-set-cookie-9; Path=/; HttpOnly';
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'trace' },
      (app) =>
        app.post('/api/log-probe', async (request, reply) => {
          request.log.info({ headers: request.headers, body: request.body }, 'probe: whole request');
          reply.header('set-cookie', setCookie);
          request.log.info({ reply: { headers: reply.getHeaders() } }, 'probe: reply headers');
          // Not a request, under the request serializer's key: logged, not thrown (it once was a 500).
          request.log.info({ req: { headers: request.headers } }, 'probe: req-like object');
          return { ok: true };
        }),
      (config) => loggerOptions(config, logs.stream),
    );
  });
  afterAll(() => t.close());

  it('still hides the credentials in its headers and body, and the request still succeeds', async () => {
    const headers = {
      authorization: 'Bearer probe-session-token-1',
      cookie: 'sl_page_x=probe-cookie-value-2',
      'x-page-access': 'probe-page-access-3',
    };
    const body = {
      password: 'probe-password-4',
      currentPassword: 'probe-current-password-5',
      newPassword: 'probe-new-password-6',
      otp: '864213',
      ticket: 'probe-ticket-7',
      token: 'probe-token-8',
      accessToken: 'probe-access-token-9',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log-probe',
      headers,
      payload: { ...body, email: 'probe@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const secrets = ['probe-session-token-1', 'probe-cookie-value-2', 'probe-set-cookie-9', ...Object.values(body)];
    for (const secret of [...secrets, headers['x-page-access']]) {
      expect(linesWith(logs.lines, secret), secret).toEqual([]);
    }
    const entry = (msg: string) => logs.entries().find((e) => e.msg === msg)!;
    const redacted = Object.fromEntries(Object.keys(body).map((key) => [key, '[Redacted]']));
    expect(entry('probe: whole request').body).toEqual({ ...redacted, email: 'probe@example.com' });
    expect(entry('probe: whole request').headers).toMatchObject({
      authorization: '[Redacted]',
      cookie: '[Redacted]',
      'x-page-access': '[Redacted]',
      'content-type': 'application/json',
    });
    expect(entry('probe: reply headers').reply).toEqual({ headers: { 'set-cookie': '[Redacted]' } });
    expect(entry('probe: req-like object').req).toEqual({});
  });
});

/**
 * The log mailer prints each mail, code included: that is its purpose in development, and the
 * documented unsafe opt-in in production (MAIL_TO_LOG_IN_PRODUCTION; without it production refuses
 * to start, see config.test.ts). The code must appear there and nowhere else.
 */
describe.each([
  ['development', { NODE_ENV: 'development', LOG_LEVEL: 'trace' }],
  ['test', { NODE_ENV: 'test', LOG_LEVEL: 'trace' }],
  ['production with MAIL_TO_LOG_IN_PRODUCTION=true', { ...PRODUCTION, MAIL_TO_LOG_IN_PRODUCTION: 'true' }],
])('the log mailer, NODE_ENV=%s', (_name, env) => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp(env, undefined, (config) => loggerOptions(config, logs.stream));
  });
  afterAll(() => t.close());

  it('prints the code in the mail line only, not in the lines of the requests that carry it', async () => {
    const email = uniqueEmail('logmail');
    expect((await post(t.app, '/register', { email, password: 'log-Mailer-password-1' })).statusCode).toBe(201);
    await t.app.outbox.idle();
    const mailLines = logs.entries().filter((entry) => entry.msg === 'mail (no SMTP_URL set)');
    expect(mailLines).toHaveLength(1);
    expect(mailLines[0]).toMatchObject({ to: email, subject: 'Your SparkLink verification code' });
    const otp = /\b(\d{6})\b/.exec(String(mailLines[0]!.text))![1]!;

    const verified = await post(t.app, '/verify-email', { email, otp });
    expect(verified.statusCode).toBe(200);
    const session = verified.json().data.token as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${session}` } }))
        .statusCode,
    ).toBe(200);

    const withCode = linesWith(logs.lines, otp).map((line) => (JSON.parse(line) as LogEntry).msg);
    expect(withCode).toEqual(['mail (no SMTP_URL set)']);
    expect(linesWith(logs.lines, session)).toEqual([]);
    expect(linesWith(logs.lines, 'log-Mailer-password-1')).toEqual([]);
  });
});
