import type { GalleryItem } from '@sparklink/contract';

let next = 0;

export function makeItem(fields: Partial<GalleryItem> = {}): GalleryItem {
  next += 1;
  const imageUrl = `https://media.test/gallery/${next}.webp`;
  return {
    id: `item-${next}`,
    title: `Image ${next}`,
    description: null,
    category: null,
    tags: [],
    imageUrl,
    url: imageUrl,
    thumbnailUrl: `https://media.test/gallery/${next}-thumb.webp`,
    width: 1600,
    height: 1200,
    order: next,
    isVisible: true,
    createdAt: '2025-07-26T10:15:00.000Z',
    updatedAt: '2025-07-26T10:15:00.000Z',
    ...fields,
  };
}
