import type { Kysely, Selectable, Transaction } from 'kysely';
import type { UserIdOperand } from '../../db/json-rows';
import type { DB, SocialLinksTable } from '../../db/schema';
import { newId } from '../../lib/ids';

export type SocialLinkRow = Selectable<SocialLinksTable>;
type Db = Kysely<DB> | Transaction<DB>;

export interface SocialLinkValues {
  platform: string;
  url: string;
  sortOrder: number;
  relMe: boolean;
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
const publicColumns = ['id', 'platform', 'url', 'sort_order', 'rel_me'] as const;
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
): Promise<void> {
  await db
    .updateTable('social_links')
    .set({
      platform: values.platform,
      url: values.url,
      sort_order: values.sortOrder,
      rel_me: values.relMe,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteSocialLinks(db: Db, userId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.deleteFrom('social_links').where('user_id', '=', userId).where('id', 'in', ids).execute();
}
