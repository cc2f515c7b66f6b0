import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { UserIdOperand } from '../../db/json-rows';
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
const summaryColumns = [
  'id',
  'slug',
  'title',
  'type',
  'sort_order',
  'is_published',
  'is_password_protected',
  'publish_at',
  'unpublish_at',
] as const;
export type PageSummaryRow = Pick<PageRow, (typeof summaryColumns)[number]>;

/** The owner's page summaries in the order of listPages; `userId` may be the outer query's column. */
export const pageSummariesOf = (db: Kysely<DB>, userId: UserIdOperand) =>
  db
    .selectFrom('pages')
    .select(summaryColumns)
    .where('pages.user_id', '=', userId)
    .orderBy('sort_order')
    .orderBy('created_at');

// Read on every first view of a public document: compiled once (db/compiled-once.ts).
const summariesOfOwner = compiledOnce({ userId: String }, (db, p) => pageSummariesOf(db, p.userId));
/** Every column of a page but its content, which is the one a list has no use for and the one of weight. */
const allButContent = [
  'id',
  'user_id',
  'type',
  'title',
  'slug',
  'sort_order',
  'is_published',
  'published_at',
  'is_password_protected',
  'password_hash',
  'password_version',
  'created_at',
  'updated_at',
  'publish_at',
  'unpublish_at',
  'live_notice_for',
] as const;
/** The owner's pages in the order of listPages, each without its content but the one of `slug`. */
export const pagesWithOneWholeOf = (db: Kysely<DB>, userId: UserIdOperand, slug: string) =>
  db
    .selectFrom('pages')
    .select(allButContent)
    // As text on both dialects, as every read of a JSON column (db/json-rows.ts says why).
    .select((eb) => eb.case().when('slug', '=', slug).then(eb.cast<string>('content', 'text')).end().as('content'))
    .where('pages.user_id', '=', userId)
    .orderBy('sort_order')
    .orderBy('created_at');
const pagesWithOneWhole = compiledOnce({ userId: String, slug: String }, (db, p) =>
  pagesWithOneWholeOf(db, p.userId, p.slug),
);

/** The owner's pages in the order of listPages, without their content. */
export function listPageSummaries(db: Kysely<DB>, userId: string): Promise<PageSummaryRow[]> {
  return summariesOfOwner.execute(db, { userId });
}

/**
 * The owner's pages in the order of listPages, each without its content but the one of `slug`
 * (unique per owner): what a public page needs, in one read instead of two.
 */
export async function listPagesWithOneWhole(db: Kysely<DB>, userId: string, slug: string): Promise<PageRow[]> {
  // The content is null on every page but the one asked for.
  return (await pagesWithOneWhole.execute(db, { userId, slug })) as PageRow[];
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
