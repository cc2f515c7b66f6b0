import type { Kysely, Selectable, Transaction } from 'kysely';
import type { UserIdOperand } from '../../db/json-rows';
import type { DB, SocialLinksTable } from '../../db/schema';
import { newId } from '../../lib/ids';

export type SocialLinkRow = Selectable<SocialLinksTable>;
type Db = Kysely<DB> | Transaction<DB>;

export interface SocialLinkValues {
  /** The link's kind (decision 044). */
  platform: string;
  url: string;
  sortOrder: number;
  relMe: boolean;
  title: string | null;
  phone: string | null;
  message: string | null;
  /** Decision 059: the on/off switch and the BLAZE schedule. */
  isEnabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export function listSocialLinks(db: Db, userId: string): Promise<SocialLinkRow[]> {
  return db
    .selectFrom('social_links')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** What the public profile reads of a link. */
const publicColumns = [
  'id',
  'platform',
  'url',
  'sort_order',
  'rel_me',
  'title',
  'thumbnail_key',
  'verify_status',
  'verify_url',
  'is_enabled',
  'starts_at',
  'ends_at',
] as const;
export type PublicSocialLinkRow = Pick<SocialLinkRow, (typeof publicColumns)[number]>;

/** The owner's links in the order of listSocialLinks; `userId` may be the outer query's column. */
export const publicLinksOf = (db: Kysely<DB>, userId: UserIdOperand) =>
  db
    .selectFrom('social_links')
    .select(publicColumns)
    .where('social_links.user_id', '=', userId)
    .orderBy('sort_order')
    .orderBy('id');

/** The owner of a link, for the public click redirect. */
export async function findSocialLinkOwnerId(db: Db, linkId: string): Promise<string | undefined> {
  const row = await db.selectFrom('social_links').select('user_id').where('id', '=', linkId).executeTakeFirst();
  return row?.user_id;
}

export async function listSocialLinkIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('social_links').select('id').where('user_id', '=', userId).execute();
  return rows.map((row) => row.id);
}

export async function insertSocialLink(db: Db, userId: string, values: SocialLinkValues, now: Date): Promise<void> {
  await db
    .insertInto('social_links')
    .values({
      id: newId(),
      user_id: userId,
      platform: values.platform,
      url: values.url,
      sort_order: values.sortOrder,
      rel_me: values.relMe,
      title: values.title,
      phone: values.phone,
      message: values.message,
      is_enabled: values.isEnabled,
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Scoped to the owner as well as the id, so a foreign id can never touch someone else's link. */
export async function updateSocialLink(
  db: Db,
  userId: string,
  id: string,
  values: SocialLinkValues,
  now: Date,
  dropThumbnail = false,
): Promise<void> {
  await db
    .updateTable('social_links')
    .set({
      ...(dropThumbnail ? { thumbnail_key: null } : {}),
      platform: values.platform,
      url: values.url,
      sort_order: values.sortOrder,
      rel_me: values.relMe,
      title: values.title,
      phone: values.phone,
      message: values.message,
      is_enabled: values.isEnabled,
      starts_at: values.startsAt,
      ends_at: values.endsAt,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** Deletes the links and answers the thumbnail keys they held, to remove from storage after commit. */
export async function deleteSocialLinks(db: Db, userId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('social_links')
    .select('thumbnail_key')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  await db.deleteFrom('social_links').where('user_id', '=', userId).where('id', 'in', ids).execute();
  return rows.flatMap((row) => (row.thumbnail_key ? [row.thumbnail_key] : []));
}

/** One of the owner's links, or undefined for another account's id. */
export function findOwnSocialLink(db: Db, userId: string, id: string): Promise<SocialLinkRow | undefined> {
  return db
    .selectFrom('social_links')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets (or clears) a link's thumbnail; answers the key it replaced. */
export async function swapLinkThumbnail(
  db: Db,
  userId: string,
  id: string,
  key: string | null,
): Promise<string | null> {
  const row = await findOwnSocialLink(db, userId, id);
  await db
    .updateTable('social_links')
    .set({ thumbnail_key: key, updated_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  return row?.thumbnail_key ?? null;
}
