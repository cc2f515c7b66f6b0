import type { Tier } from '@sparklink/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type {} from '../../src/app'; // the FastifyInstance decorations (db, config)
import type { DB } from '../../src/db/schema';
import { startSession } from '../../src/modules/auth/auth-session';
import { createUserWithProfile, findUserById, type UserRow } from '../../src/modules/users/user.repository';
import { hashPassword } from '../../src/lib/passwords';

let counter = 0;

export interface TestUser {
  row: UserRow;
  id: string;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  headers: { authorization: string };
}

export interface UserOptions {
  email?: string;
  password?: string;
  verified?: boolean;
  tier?: Tier;
  /** Days until the paid tier ends (default 30). */
  tierDays?: number;
  username?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * A user written straight into a database (its profile and settings rows included), with the plan
 * and username given. Shared by the API tests and the e2e seed, so both build users one way.
 */
export async function insertUser(
  db: Kysely<DB>,
  options: UserOptions & { email: string; password: string },
): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const user = await createUserWithProfile(trx, {
      email: options.email,
      passwordHash: await hashPassword(options.password),
      isVerified: options.verified ?? true,
      firstName: options.firstName ?? null,
      lastName: options.lastName ?? null,
    });
    const tier = options.tier ?? 'STARTER';
    await trx
      .updateTable('users')
      .set({
        tier,
        tier_expires_at: tier === 'STARTER' ? null : new Date(Date.now() + (options.tierDays ?? 30) * 86_400_000),
        username: options.username ?? null,
        username_key: options.username?.toLowerCase() ?? null,
      })
      .where('id', '=', user.id)
      .execute();
    return (await findUserById(trx, user.id))!;
  });
}

/** A desktop browser, as a signed-in test device names itself. */
export const TEST_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** A user built straight in the database, with a valid session token (and its session row). */
export async function createUser(app: FastifyInstance, options: UserOptions = {}): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}.${Date.now()}@example.com`;
  const password = options.password ?? 'correct-horse-battery';
  const row = await insertUser(app.db, { ...options, email, password });
  const token = await startSession(app.db, app.config.secrets.JWT_SECRET, row, { userAgent: TEST_USER_AGENT });
  return { row, id: row.id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Proves the user's identity on their session with their password (decision 034), as the SPA does
 * before an account-level change: setting up two-factor, deleting the account, importing.
 */
export async function confirmIdentity(app: FastifyInstance, user: Pick<TestUser, 'headers' | 'password'>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/confirm-identity',
    headers: user.headers,
    payload: { password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`confirm-identity answered ${res.statusCode}: ${res.body}`);
}

/** A user whose session proved their identity just now: ready for an account-level change. */
export async function createConfirmedUser(app: FastifyInstance, options: UserOptions = {}): Promise<TestUser> {
  const user = await createUser(app, options);
  await confirmIdentity(app, user);
  return user;
}
