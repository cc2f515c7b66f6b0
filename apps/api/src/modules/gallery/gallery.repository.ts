import { sql, type Insertable, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { UserIdOperand } from '../../db/json-rows';
import type { DB, GalleryItemsTable } from '../../db/schema';
import { toCount } from '../../db/values';

export type GalleryItemRow = Selectable<GalleryItemsTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** Which of an owner's items a listing covers: all, or visible only, optionally one category. */
export interface GalleryScope {
  userId: string;
  visibleOnly: boolean;
  category?: string;
}

function scoped(db: Db, scope: GalleryScope) {
  let query = db.selectFrom('gallery_items').where('user_id', '=', scope.userId);
  if (scope.visibleOnly) query = query.where('is_visible', '=', true);
  if (scope.category !== undefined) query = query.where('category', '=', scope.category);
  return query;
}

/** In gallery order: `sort_order`, then newest first (api-contract §5). */
export function listItems(db: Db, scope: GalleryScope, page?: { limit: number; offset: number }) {
  let query = scoped(db, scope).selectAll().orderBy('sort_order').orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

/** What the public sees of an item (api-contract §8.2): 11 of its 17 columns, these and its tags. */
const publicColumns = [
  'id',
  'title',
  'description',
  'category',
  'image_url',
  'thumbnail_url',
  'width',
  'height',
  'sort_order',
  'created_at',
] as const;
export type PublicGalleryItemRow = Pick<GalleryItemRow, (typeof publicColumns)[number] | 'tags'>;

// The public gallery document reads one page of visible items on its first view, with the owner
// (public/document-reads.ts), and only the public columns, as making each row's values into a JS
// object is most of the read's time.
export const visibleItemsOf = (
  db: Kysely<DB>,
  userId: UserIdOperand,
  page: { category?: string; limit: number; offset: number },
) => {
  let query = db
    .selectFrom('gallery_items')
    .select(publicColumns)
    // As text on both dialects, as every read of a JSON column (db/json-rows.ts says why).
    .select((eb) => eb.cast<string>('tags', 'text').as('tags'))
    .where('gallery_items.user_id', '=', userId)
    .where('is_visible', '=', true);
  if (page.category !== undefined) query = query.where('category', '=', page.category);
  // The limit is written into the SQL: SQLite reads a page of rows under a bound `limit ?` some
  // 2.5 times slower (about 150 µs more for 24 rows, decision 031), while a bound offset costs nothing.
  return query
    .orderBy('sort_order')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(page.limit))
    .offset(page.offset);
};

/** The owner's most recent visible uploads, newest first: what the profile shows of the gallery. */
export const latestVisibleItemsOf = (db: Kysely<DB>, userId: UserIdOperand, limit: number) =>
  db
    .selectFrom('gallery_items')
    .select(publicColumns)
    .select((eb) => eb.cast<string>('tags', 'text').as('tags'))
    .where('gallery_items.user_id', '=', userId)
    .where('is_visible', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(sql.lit(limit));

/** How many visible items each category holds (null: the uncategorised), for the filter and the counts. */
export const visibleCategoryCountsOf = (db: Kysely<DB>, userId: UserIdOperand) =>
  db
    .selectFrom('gallery_items')
    .select('category')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('gallery_items.user_id', '=', userId)
    .where('is_visible', '=', true)
    .groupBy('category');

export async function countItems(db: Db, scope: GalleryScope): Promise<number> {
  const row = await scoped(db, scope)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return toCount(row?.count as number | string | undefined);
}

/** The distinct non-null categories of the scope (its own category filter ignored). */
export async function listCategories(db: Db, scope: GalleryScope): Promise<string[]> {
  const rows = await scoped(db, { userId: scope.userId, visibleOnly: scope.visibleOnly })
    .select('category')
    .distinct()
    .where('category', 'is not', null)
    .execute();
  return rows.map((row) => row.category).filter((category): category is string => category !== null);
}

/** An item of this owner, or nothing (another owner's id looks exactly like a missing one). */
export function findItem(db: Db, userId: string, itemId: string): Promise<GalleryItemRow | undefined> {
  return db
    .selectFrom('gallery_items')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', itemId)
    .executeTakeFirst();
}

export async function nextSortOrder(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('gallery_items')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertItem(db: Db, values: Insertable<GalleryItemsTable>): Promise<void> {
  await db.insertInto('gallery_items').values(values).execute();
}

export async function updateItem(db: Db, userId: string, itemId: string, values: Updateable<GalleryItemsTable>) {
  await db.updateTable('gallery_items').set(values).where('user_id', '=', userId).where('id', '=', itemId).execute();
}

export async function deleteItem(db: Db, userId: string, itemId: string): Promise<void> {
  await db.deleteFrom('gallery_items').where('user_id', '=', userId).where('id', '=', itemId).execute();
}

/** Writes sort_order 0..n-1 in the given order. */
export async function renumberItems(trx: Transaction<DB>, userId: string, orderedIds: string[]): Promise<void> {
  const now = new Date();
  for (const [index, id] of orderedIds.entries()) {
    await trx
      .updateTable('gallery_items')
      .set({ sort_order: index, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }
}
