import type { Session } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { toOwnUser } from '../users/own-user';
import { findUserById, type UserRow } from '../users/user.repository';
import type { Client } from './client';
import { insertSession } from './sessions/sessions.repository';
import { signSessionToken } from './session-token';

/** A new signed-in device: its `sessions` row and the token that names it. */
export async function startSession(
  db: Kysely<DB>,
  jwtSecret: string,
  user: Pick<UserRow, 'id' | 'email' | 'token_version'>,
  client: Pick<Client, 'userAgent'>,
): Promise<string> {
  const sessionId = await insertSession(db, user.id, client.userAgent);
  return signSessionToken(jwtSecret, user, sessionId);
}

/** `{ token, user }` for a user just signed in, read after the commit so `tv` is current. */
export async function issueSession(db: Kysely<DB>, config: Config, userId: string, client: Client): Promise<Session> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  return {
    token: await startSession(db, config.secrets.JWT_SECRET, user, client),
    user: await toOwnUser({ db, config }, user),
  };
}
