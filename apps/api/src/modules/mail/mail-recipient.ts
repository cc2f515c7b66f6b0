import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { toBool } from '../../db/values';

type Db = Kysely<DB> | Transaction<DB>;

interface NamedUser {
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}

/** How a mail greets its owner: the profile's name, else the username, else no name at all. */
export function ownerName(user: NamedUser): string {
  const full = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.username?.trim() || 'there';
}

export interface MailRecipient {
  email: string;
  name: string;
  notifyEmail: boolean;
  notifySecurity: boolean;
  notifyMarketing: boolean;
}

/** The owner's address, greeting name and mail toggles; undefined for an unknown user. */
export async function findRecipient(db: Db, userId: string): Promise<MailRecipient | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select([
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.username',
      'user_settings.notify_email',
      'user_settings.notify_security',
      'user_settings.notify_marketing',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    email: row.email,
    name: ownerName(row),
    notifyEmail: toBool(row.notify_email),
    notifySecurity: toBool(row.notify_security),
    notifyMarketing: toBool(row.notify_marketing),
  };
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "26 August 2025 at 10:15 UTC": when an alert's event happened. */
export const formatWhen = (date: Date): string => `${DAY.format(date)} at ${date.toISOString().slice(11, 16)} UTC`;
