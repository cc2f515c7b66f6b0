import type { GalleryItem, PublicGalleryItem } from '@sparklink/contract';
import { fromJson, toBool, toIso } from '../../db/values';
import type { OwnerMediaUrls } from '../media/owner-media-urls';
import type { GalleryItemRow, PublicGalleryItemRow } from './gallery.repository';

/**
 * The owner's GalleryItem (api-contract §1.5); `url` repeats `imageUrl` for the older client. The
 * file URLs are signed while the item is not public (hidden, or the profile private: decision 037).
 */
export function toGalleryItem(row: GalleryItemRow, media: OwnerMediaUrls): GalleryItem {
  const { createdAt, ...item } = toPublicGalleryItem(row);
  const isVisible = toBool(row.is_visible);
  const imageUrl = media.galleryFile(row.image_url, row.storage_key, isVisible);
  return {
    ...item,
    imageUrl,
    url: imageUrl,
    thumbnailUrl: media.galleryFile(row.thumbnail_url, row.thumbnail_key, isVisible),
    isVisible,
    createdAt,
    updatedAt: toIso(row.updated_at),
  };
}

/** A visible item as the public sees it (api-contract §8.2): no visibility flag, no updatedAt. */
export function toPublicGalleryItem(row: PublicGalleryItemRow): PublicGalleryItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    tags: fromJson<string[]>(row.tags) ?? [],
    imageUrl: row.image_url,
    url: row.image_url,
    thumbnailUrl: row.thumbnail_url,
    width: row.width,
    height: row.height,
    order: row.sort_order,
    createdAt: toIso(row.created_at),
  };
}
