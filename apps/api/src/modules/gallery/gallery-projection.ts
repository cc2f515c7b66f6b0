import type { GalleryItem, PublicGalleryItem } from '@sparklink/contract';
import { fromJson, toBool, toIso } from '../../db/values';
import type { GalleryItemRow, PublicGalleryItemRow } from './gallery.repository';

/** The owner's GalleryItem (api-contract §1.5); `url` repeats `imageUrl` for the older client. */
export function toGalleryItem(row: GalleryItemRow): GalleryItem {
  const { createdAt, ...item } = toPublicGalleryItem(row);
  return { ...item, isVisible: toBool(row.is_visible), createdAt, updatedAt: toIso(row.updated_at) };
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
