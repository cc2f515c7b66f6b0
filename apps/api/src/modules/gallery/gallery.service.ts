import {
  GALLERY_LIMITS,
  MESSAGES,
  type GalleryItem,
  type GalleryList,
  type GalleryListQuery,
  type PublicGalleryItem,
  type PublicGalleryList,
  type UpdateGalleryItemInput,
} from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { lockOwner } from '../../db/owner-lock';
import type { DB } from '../../db/schema';
import { toCount, toJson } from '../../db/values';
import { notFound } from '../../lib/app-error';
import { applyReorder, type OrderEntry } from '../../lib/reorder';
import { removeStoredFiles } from '../../plugins/storage';
import { ownerMediaUrls, type MediaContext } from '../media/owner-media-urls';
import { toGalleryItem, toPublicGalleryItem } from './gallery-projection';
import * as repo from './gallery.repository';

/** One page of a gallery with its total and categories (api-contract §5, §8.2). */
async function listGallery<T>(
  db: Kysely<DB>,
  scope: repo.GalleryScope,
  { limit, offset }: GalleryListQuery,
  project: (row: repo.GalleryItemRow) => T,
) {
  const [rows, total, categories] = await Promise.all([
    repo.listItems(db, scope, { limit, offset }),
    repo.countItems(db, scope),
    repo.listCategories(db, scope),
  ]);
  return {
    items: rows.map(project),
    totalCount: total,
    pagination: { total, limit, offset, hasMore: offset + rows.length < total },
    categories: sortCategories(categories),
  };
}

const sortCategories = (categories: string[]) => categories.sort((a, b) => a.localeCompare(b));

/** The owner's gallery: hidden items included, their files behind signed URLs (decision 037). */
export async function listOwnerGallery(
  app: MediaContext,
  userId: string,
  query: GalleryListQuery,
): Promise<GalleryList> {
  const scope = { userId, visibleOnly: false, category: query.category };
  const [media, list] = await Promise.all([
    ownerMediaUrls(app, userId),
    listGallery(app.db, scope, query, (row) => row),
  ]);
  return { ...list, items: list.items.map((row) => toGalleryItem(row, media)) };
}

/** What visitors see: visible items only, and only the categories those items have. */
export function listPublicGallery(db: Kysely<DB>, userId: string, query: GalleryListQuery): Promise<PublicGalleryList> {
  return listGallery(db, { userId, visibleOnly: true, category: query.category }, query, toPublicGalleryItem);
}

/** Where page N of the public gallery starts in the visible items' order (decision 031). */
export const publicGalleryOffset = (page: number): number => (page - 1) * GALLERY_LIMITS.publicPageSize;

/** How many pages of the public gallery `count` items fill: at least one, the empty gallery's. */
export const publicGalleryPageCount = (count: number): number =>
  Math.max(1, Math.ceil(count / GALLERY_LIMITS.publicPageSize));

/** What one page of the public gallery shows (public/document-reads.ts reads it with the owner). */
export interface PublicGalleryPage {
  items: PublicGalleryItem[];
  /** Every category with a visible item, for the filter. */
  categories: string[];
  /** Visible items in all: none means the gallery is empty, not just the category. */
  totalCount: number;
  /** Visible items in the asked category (or in all). */
  count: number;
}

/**
 * A page of the public gallery from its rows and the visible items' count per category: the
 * categories and the counts come from the same items listPublicGallery counts and lists
 * categories of in two more queries.
 */
export function publicGalleryPage(
  rows: repo.PublicGalleryItemRow[],
  categoryCounts: Array<{ category: string | null; count: number | string }>,
  category: string | null,
): PublicGalleryPage {
  let totalCount = 0;
  let count = 0;
  const categories: string[] = [];
  for (const row of categoryCounts) {
    const n = toCount(row.count);
    totalCount += n;
    if (row.category !== null) categories.push(row.category);
    if (category === null || row.category === category) count += n;
  }
  return { items: rows.map(toPublicGalleryItem), categories: sortCategories(categories), totalCount, count };
}

async function getOwnRow(db: Kysely<DB>, userId: string, itemId: string): Promise<repo.GalleryItemRow> {
  const row = await repo.findItem(db, userId, itemId);
  if (!row) throw notFound(MESSAGES.galleryItemNotFound);
  return row;
}

export async function getOwnerItem(app: MediaContext, userId: string, itemId: string): Promise<GalleryItem> {
  const [row, media] = await Promise.all([getOwnRow(app.db, userId, itemId), ownerMediaUrls(app, userId)]);
  return toGalleryItem(row, media);
}

export async function updateItem(
  app: MediaContext,
  userId: string,
  itemId: string,
  input: UpdateGalleryItemInput,
): Promise<GalleryItem> {
  await getOwnRow(app.db, userId, itemId);
  const changes: Parameters<typeof repo.updateItem>[3] = { updated_at: new Date() };
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined) changes.description = input.description;
  if (input.category !== undefined) changes.category = input.category;
  if (input.tags !== undefined) changes.tags = toJson(input.tags);
  if (input.isVisible !== undefined) changes.is_visible = input.isVisible;
  await repo.updateItem(app.db, userId, itemId, changes);
  return getOwnerItem(app, userId, itemId);
}

/**
 * Deletes the item, renumbers the rest, and removes both files once the change is committed.
 * Under the owner lock, like every write of the order, so renumbering never interleaves with an upload.
 */
export async function deleteItem(app: FastifyInstance, log: FastifyBaseLogger, userId: string, itemId: string) {
  const row = await app.db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const found = await getOwnRow(trx, userId, itemId);
    await repo.deleteItem(trx, userId, itemId);
    const rest = await repo.listItems(trx, { userId, visibleOnly: false });
    await repo.renumberItems(
      trx,
      userId,
      rest.map((item) => item.id),
    );
    return found;
  });
  await removeStoredFiles(app.storage, [row.storage_key, row.thumbnail_key], log);
}

/** api-contract §4 "Reorder" rules, in one transaction; answers the whole list in its new order. */
export async function reorderItems(app: MediaContext, userId: string, entries: OrderEntry[]): Promise<GalleryItem[]> {
  await app.db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const current = await repo.listItems(trx, { userId, visibleOnly: false });
    const ordered = applyReorder(
      current.map((item) => item.id),
      entries,
      MESSAGES.galleryUnknownItemId,
      'itemOrders',
    );
    await repo.renumberItems(trx, userId, ordered);
  });
  const [rows, media] = await Promise.all([
    repo.listItems(app.db, { userId, visibleOnly: false }),
    ownerMediaUrls(app, userId),
  ]);
  return rows.map((row) => toGalleryItem(row, media));
}
