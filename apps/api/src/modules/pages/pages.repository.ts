import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB, PagesTable } from '../../db/schema';
import { toCount } from '../../db/values';

export type PageRow = Selectable<PagesTable>;
type Db = Kysely<DB> | Transaction<DB>;

export function listPages(db: Db, userId: string): Promise<PageRow[]> {
  return db
    .selectFrom('pages')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('sort_order')
    .orderBy('created_at')
    .execute();
}

/** What the public nav, the page list and the plan cap need of a page: not its content nor its password. */
const summaryColumns = ['id', 'slug', 'title', 'type', 'sort_order', 'is_published', 'is_password_protected'] as const;
export type PageSummaryRow = Pick<PageRow, (typeof summaryColumns)[number]>;

// Read on every first view of a public document: compiled once (db/compiled-once.ts).
const summariesOfOwner = compiledOnce({ userId: String }, (db, p) =>
  db
    .selectFrom('pages')
    .select(summaryColumns)
    .where('user_id', '=', p.userId)
    .orderBy('sort_order')
    .orderBy('created_at'),
);
const pageOfOwnerBySlug = compiledOnce({ userId: String, slug: String }, (db, p) =>
  db.selectFrom('pages').selectAll().where('user_id', '=', p.userId).where('slug', '=', p.slug),
);

/** The owner's pages in the order of listPages, without their content. */
export function listPageSummaries(db: Kysely<DB>, userId: string): Promise<PageSummaryRow[]> {
  return summariesOfOwner.execute(db, { userId });
}

/** The owner's page of this slug (unique per owner), whole. */
export function findPageBySlug(db: Kysely<DB>, userId: string, slug: string): Promise<PageRow | undefined> {
  return pageOfOwnerBySlug.executeTakeFirst(db, { userId, slug });
}

/** A page of this owner, or nothing (another owner's id looks exactly like a missing one). */
export function findPage(db: Db, userId: string, pageId: string): Promise<PageRow | undefined> {
  return db.selectFrom('pages').selectAll().where('user_id', '=', userId).where('id', '=', pageId).executeTakeFirst();
}

export async function countPages(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('pages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return toCount(row?.count as number | string | undefined);
}

export async function nextSortOrder(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('pages')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertPage(db: Db, values: Insertable<PagesTable>): Promise<void> {
  await db.insertInto('pages').values(values).execute();
}

export async function updatePage(db: Db, userId: string, pageId: string, values: Updateable<PagesTable>) {
  await db.updateTable('pages').set(values).where('user_id', '=', userId).where('id', '=', pageId).execute();
}

export async function deletePage(db: Db, userId: string, pageId: string): Promise<void> {
  await db.deleteFrom('pages').where('user_id', '=', userId).where('id', '=', pageId).execute();
}

/** Writes sort_order 0..n-1 in the given order. */
export async function renumberPages(trx: Transaction<DB>, userId: string, orderedIds: string[]): Promise<void> {
  const now = new Date();
  for (const [index, id] of orderedIds.entries()) {
    await trx
      .updateTable('pages')
      .set({ sort_order: index, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }
}
