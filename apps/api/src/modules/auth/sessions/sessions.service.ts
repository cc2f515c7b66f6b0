import { SECURITY_MESSAGES, type SessionSummary } from '@sparklink/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { toIso } from '../../../db/values';
import { notFound } from '../../../lib/app-error';
import type { RequestSession } from '../../../plugins/authenticate';
import { describeAgent } from '../../analytics/classify';
import { deleteOtherSessions, deleteSession, listSessions, type SessionRow } from './sessions.repository';

/** Signed-in devices, for Settings → Security (decision 034). */

function toSummary(row: SessionRow, currentId: string): SessionSummary {
  const agent = describeAgent(row.user_agent ?? '');
  return {
    id: row.id,
    device: agent.device,
    browser: agent.browser,
    os: agent.os,
    createdAt: toIso(row.created_at),
    lastUsedAt: toIso(row.last_used_at),
    current: row.id === currentId,
  };
}

export async function listOwnSessions(
  db: Kysely<DB>,
  userId: string,
  session: RequestSession,
): Promise<SessionSummary[]> {
  return (await listSessions(db, userId, new Date())).map((row) => toSummary(row, session.id));
}

/** Session ids are UUIDs; anything else cannot name one (and is never sent to the database). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ends one of the caller's devices; another account's session is "not found", like a missing one. */
export async function signOutSession(db: Kysely<DB>, userId: string, sessionId: string): Promise<void> {
  if (!SESSION_ID.test(sessionId) || !(await deleteSession(db, userId, sessionId))) {
    throw notFound(SECURITY_MESSAGES.sessionNotFound);
  }
}

/** Ends every device of the caller's but the one asking; returns how many. */
export function signOutOtherSessions(db: Kysely<DB>, userId: string, session: RequestSession): Promise<number> {
  return deleteOtherSessions(db, userId, session.id);
}
