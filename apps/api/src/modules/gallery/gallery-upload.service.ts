import { GALLERY_LIMITS, MESSAGES, type GalleryItem, type GalleryUploadFields } from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { lockOwner } from '../../db/owner-lock';
import type { DB } from '../../db/schema';
import { toJson } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { newStorageKey, removeStoredFiles } from '../../plugins/storage';
import { MEDIA_FOLDERS } from '../media/media-access';
import { renderGalleryImages } from './gallery-images';
import { getOwnerItem } from './gallery.service';
import * as repo from './gallery.repository';

const quotaReached = () => new AppError('FORBIDDEN', MESSAGES.galleryLimitReached);

async function assertUnderQuota(db: Kysely<DB>, userId: string): Promise<void> {
  if ((await repo.countItems(db, { userId, visibleOnly: false })) >= GALLERY_LIMITS.itemsPerUser) throw quotaReached();
}

/**
 * POST /api/gallery/upload, after its text fields were validated: refuses a full gallery before
 * any image work, stores the WebP and its thumbnail, then inserts the row at the end of the order.
 * If the insert fails, both files are removed again, so no orphan is left (api-contract §1.6).
 */
export async function uploadItem(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  file: Buffer,
  fields: GalleryUploadFields,
): Promise<GalleryItem> {
  await assertUnderQuota(app.db, userId);
  const { image, thumbnail } = await renderGalleryImages(file);
  const imageKey = newStorageKey(MEDIA_FOLDERS.gallery, image.contentType);
  const thumbnailKey = newStorageKey(MEDIA_FOLDERS.galleryThumbnails, thumbnail.contentType);
  const id = newId();
  try {
    await Promise.all([
      app.storage.put(imageKey, image.body, image.contentType),
      app.storage.put(thumbnailKey, thumbnail.body, thumbnail.contentType),
    ]);
    await app.db.transaction().execute(async (trx) => {
      // Counted again, under the owner lock: parallel uploads may all have passed the first check.
      await lockOwner(trx, userId);
      await assertUnderQuota(trx, userId);
      const now = new Date();
      await repo.insertItem(trx, {
        id,
        user_id: userId,
        title: fields.title,
        description: fields.description ?? null,
        category: fields.category ?? null,
        tags: toJson(fields.tags),
        image_url: app.storage.publicUrl(imageKey),
        thumbnail_url: app.storage.publicUrl(thumbnailKey),
        storage_key: imageKey,
        thumbnail_key: thumbnailKey,
        width: image.width,
        height: image.height,
        bytes: image.body.length,
        sort_order: await repo.nextSortOrder(trx, userId),
        is_visible: fields.isVisible,
        created_at: now,
        updated_at: now,
      });
    });
  } catch (error) {
    await removeStoredFiles(app.storage, [imageKey, thumbnailKey], log);
    throw error;
  }
  return getOwnerItem(app, userId, id);
}
