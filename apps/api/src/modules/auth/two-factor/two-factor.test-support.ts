import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { confirmIdentity, type TestUser } from '../../../../test/helpers/factories';
import { nextIp } from '../auth.test-support';

/** Test support for the two-factor suites: codes computed from the secret the API hands out. */

/**
 * The app's code for the current 30-second step plus `offset` (±1 is accepted). A code works
 * once, so a test that needs several uses the steps before and after the current one.
 */
export function totpCode(secret: string, offset = 0): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offset * 30_000 });
}

/** A code that is not the current one, nor the one before or after it. */
export function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((offset) => totpCode(secret, offset)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!near.has(candidate)) return candidate;
  }
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { user?: Pick<TestUser, 'headers'>; payload?: unknown; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/auth${url}`,
    headers: options.user?.headers,
    payload: options.payload as object | undefined,
    remoteAddress: options.ip ?? nextIp(),
  });
}

/**
 * Turns two-factor on for the user through the API, after proving who they are with the password
 * (decision 034), confirming with the previous step's code so
 * the current and the next step are still free for the test. Returns the secret and recovery codes.
 */
export async function enrol(app: FastifyInstance, user: TestUser) {
  await confirmIdentity(app, user);
  const setup = await call(app, 'POST', '/two-factor/setup', { user });
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.body}`);
  const secret = setup.json().data.secret as string;
  // The previous step's code stays good only while the step lasts: on a loaded machine a code made
  // in its last moments is two steps old by the time it is checked, so start the step afresh.
  const leftInStep = 30_000 - (Date.now() % 30_000);
  if (leftInStep < 3_000) await new Promise((resolve) => setTimeout(resolve, leftInStep + 50));
  const enabled = await call(app, 'POST', '/two-factor/enable', { user, payload: { code: totpCode(secret, -1) } });
  if (enabled.statusCode !== 200) throw new Error(`enable answered ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json().data.recoveryCodes as string[] };
}

/** Signs in with the password; with two-factor on, the answer holds the challenge. */
export async function passwordChallenge(app: FastifyInstance, user: Pick<TestUser, 'email' | 'password'>) {
  const res = await call(app, 'POST', '/login', { payload: { email: user.email, password: user.password } });
  if (res.statusCode !== 200 || !res.json().data.twoFactorRequired) throw new Error(`login answered ${res.body}`);
  return res.json().data.challenge as string;
}
