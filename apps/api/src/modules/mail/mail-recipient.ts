import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sparklink/contract/i18n';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { toBool } from '../../db/values';

type Db = Kysely<DB> | Transaction<DB>;

interface NamedUser {
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}

/**
 * How a mail greets its owner: the profile's name, else the username, else empty (the template
 * then greets without a name, in the mail's language).
 */
export function ownerName(user: NamedUser): string {
  const full = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.username?.trim() || '';
}

/** Where a mail goes and the language it is written in. */
export interface MailAddressee {
  email: string;
  lang: Language;
}

/** A saved `appearance.language`; anything else (never expected) reads as English. */
export const mailLanguage = (saved: string | null | undefined): Language =>
  isLanguage(saved) ? saved : DEFAULT_LANGUAGE;

/** The owner's address and the language they chose in Settings; undefined for an unknown user. */
export async function findAddressee(db: Db, userId: string): Promise<MailAddressee | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select(['users.email', 'user_settings.language'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && { email: row.email, lang: mailLanguage(row.language) };
}

export interface MailRecipient extends MailAddressee {
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
      'user_settings.language',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    email: row.email,
    lang: mailLanguage(row.language),
    name: ownerName(row),
    notifyEmail: toBool(row.notify_email),
    notifySecurity: toBool(row.notify_security),
    notifyMarketing: toBool(row.notify_marketing),
  };
}
