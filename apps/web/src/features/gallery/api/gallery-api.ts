import { GALLERY_IMAGE_FIELD, GALLERY_LIMITS, type GalleryItem, type GalleryList } from '@sparklink/contract';
import { api, type ApiResult } from '../../../lib/api-client';
import { GALLERY_QUERY_KEY } from '../../../lib/owner-media-queries';
import { uploadFile } from '../../../lib/upload';

/**
 * The owner gallery API (api-contract §5). Everything under the 'gallery' key refreshes together,
 * the dashboard's item count included.
 */
export const galleryKeys = {
  all: GALLERY_QUERY_KEY,
  list: [...GALLERY_QUERY_KEY, 'list'] as const,
};

/** An item's editable fields, as the forms send them (tags already split and trimmed). */
export interface GalleryItemInput {
  title: string;
  description: string;
  category: string;
  tags: string[];
  isVisible: boolean;
}

/** The largest page is also the per-owner item limit, so one request gets every item. */
export async function fetchGallery(signal?: AbortSignal): Promise<GalleryItem[]> {
  const path = `/gallery?limit=${GALLERY_LIMITS.listMax}`;
  return (await api<GalleryList>('GET', path, { signal })).data.items;
}

export function updateGalleryItem(id: string, body: Partial<GalleryItemInput>): Promise<ApiResult<GalleryItem>> {
  return api<GalleryItem>('PUT', `/gallery/${encodeURIComponent(id)}`, { body });
}

export function deleteGalleryItem(id: string): Promise<ApiResult<null>> {
  return api<null>('DELETE', `/gallery/${encodeURIComponent(id)}`);
}

/** Sends the whole new order; the server renumbers 0..n-1 and answers with the list. */
export async function reorderGallery(items: readonly GalleryItem[]): Promise<GalleryItem[]> {
  const itemOrders = items.map((item, order) => ({ id: item.id, order }));
  return (await api<{ items: GalleryItem[] }>('POST', '/gallery/reorder', { body: { itemOrders } })).data.items;
}

/** One image with its details, as its own multipart request so each file has its own progress. */
export async function uploadGalleryImage(
  file: File,
  input: GalleryItemInput,
  onProgress: (percent: number) => void,
): Promise<GalleryItem> {
  const fields = {
    title: input.title,
    description: input.description,
    category: input.category,
    tags: JSON.stringify(input.tags),
    isVisible: String(input.isVisible),
  };
  const result = await uploadFile<GalleryItem>('/gallery/upload', {
    field: GALLERY_IMAGE_FIELD,
    file,
    fields,
    onProgress,
  });
  return result.data;
}
