import type { Kysely, Selectable, Transaction } from 'kysely';
import { LIMITS } from '@sparklink/contract';
import type { DB } from '../../../db/schema';
import type { SessionsTable } from '../../../db/session-schema';
import { newId } from '../../../lib/ids';
import type { UserRow } from '../../users/user.repository';

type Db = Kysely<DB> | Transaction<DB>;
export type SessionRow = Selectable<SessionsTable>;

/** A device's own description is kept short: it is shown, never parsed again for decisions. */
const USER_AGENT_MAX = 256;

/** How stale `last_used_at` may get before a request writes it again: one write per device every few minutes. */
export const TOUCH_INTERVAL_MS = 5 * 60_000;

/** A session row for a device that just signed in; the sessions of this account whose tokens expired go with it. */
export async function insertSession(db: Db, userId: string, userAgent: string | undefined): Promise<string> {
  const now = new Date();
  const id = newId();
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('created_at', '<', new Date(now.getTime() - LIMITS.sessionTtlSeconds * 1000))
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      created_at: now,
      last_used_at: now,
    })
    .execute();
  return id;
}

/** The user of a live session and the session itself, in one read (every authenticated request makes it). */
export async function findSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<{ user: UserRow; session: Pick<SessionRow, 'id' | 'last_used_at' | 'confirmed_at'> } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.last_used_at as session_last_used_at',
      'sessions.confirmed_at as session_confirmed_at',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_last_used_at, session_confirmed_at, ...user } = row;
  return {
    user,
    session: { id: session_id, last_used_at: session_last_used_at, confirmed_at: session_confirmed_at },
  };
}

/** Moves `last_used_at` forward, only when it is older than the touch interval (one guarded statement). */
export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now })
    .where('id', '=', sessionId)
    .where('last_used_at', '<', new Date(now.getTime() - TOUCH_INTERVAL_MS))
    .execute();
}

export async function markSessionConfirmed(db: Db, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ confirmed_at: at }).where('id', '=', sessionId).execute();
}

/** The account's live sessions, the most recently used first. */
export function listSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - LIMITS.sessionTtlSeconds * 1000))
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one of the account's sessions; false when it is not one of theirs (or already ended). */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of the account but `keepId` (every one when it is null); returns how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keepId: string | null): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepId) query = query.where('id', '!=', keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
