import type { Session } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { toOwnUser } from '../users/own-user';
import { findUserById } from '../users/user.repository';
import { signSessionToken } from './session-token';

/** `{ token, user }` for a user just signed in, read after the commit so `tv` is current. */
export async function issueSession(db: Kysely<DB>, config: Config, userId: string): Promise<Session> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while signing in`);
  return {
    token: await signSessionToken(config.secrets.JWT_SECRET, user),
    user: await toOwnUser({ db, config }, user),
  };
}
