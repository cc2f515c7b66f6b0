import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export interface TicketRecord {
  jti: string;
  userId: string;
  isNewUser: boolean;
  expiresAt: Date;
}

export async function recordLoginTicket(db: Kysely<DB>, ticket: TicketRecord): Promise<void> {
  await db
    .insertInto('login_tickets')
    .values({
      jti: ticket.jti,
      user_id: ticket.userId,
      is_new_user: ticket.isNewUser,
      expires_at: ticket.expiresAt,
      created_at: new Date(),
    })
    .execute();
}

/** Marks the ticket used; true only for the one call that found it unused (api-contract §13). */
export async function useLoginTicket(db: Kysely<DB>, jti: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('login_tickets')
    .set({ used_at: new Date() })
    .where('jti', '=', jti)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function recordLogin(db: Kysely<DB>, userId: string): Promise<void> {
  const now = new Date();
  await db.updateTable('users').set({ last_login_at: now, updated_at: now }).where('id', '=', userId).execute();
}
