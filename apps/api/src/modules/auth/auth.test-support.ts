import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { codeIn, type TestSmtpServer } from '../mail/smtp-test-server';
import { addressMinuteLimit } from './auth-limits';

/** Test support for the auth suites: distinct client addresses, JSON calls, mail look-ups. */

let lastOctet = 0;
/** A fresh client IP, so per-IP limits of one test never spill into the next. */
export function nextIp(): string {
  lastOctet += 1;
  return `10.${Math.floor(lastOctet / 65536) % 256}.${Math.floor(lastOctet / 256) % 256}.${lastOctet % 256}`;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/auth${url}`, payload: payload as object, remoteAddress: ip });
}

/** Waits for the outbox's background deliveries, then returns the newest code mailed to the address. */
export async function latestCode(app: FastifyInstance, smtp: TestSmtpServer, email: string): Promise<string> {
  await app.outbox.idle();
  const mail = smtp.mailTo(email).at(-1);
  if (!mail) throw new Error(`no mail for ${email}`);
  return codeIn(mail);
}

/** Lets the next code for the address go out now instead of after the 60-second gap. */
export const allowNextMail = (app: FastifyInstance, email: string) =>
  app.rateLimiter.reset(addressMinuteLimit(email).key);

let counter = 0;
export const uniqueEmail = (label = 'owner') => `${label}.${Date.now()}.${++counter}@example.com`;

/** Registers, reads the code from the mail and verifies: a signed-in, verified owner. */
export async function registerAndVerify(
  app: FastifyInstance,
  smtp: TestSmtpServer,
  email = uniqueEmail(),
  password = 'correct-horse-battery',
) {
  const registered = await post(app, '/register', { email, password });
  if (registered.statusCode !== 201) throw new Error(`register answered ${registered.statusCode}`);
  const otp = await latestCode(app, smtp, email);
  const verified = await post(app, '/verify-email', { email, otp });
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.body}`);
  const { token, user } = verified.json().data as { token: string; user: { id: string } };
  return { email, password, token, userId: user.id, headers: { authorization: `Bearer ${token}` } };
}
