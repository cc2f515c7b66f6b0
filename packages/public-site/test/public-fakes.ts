import type { PublicGalleryItem } from '@sparklink/contract';

/** A visible gallery item as the public gallery gets it, its images at a made-up media origin. */
export const publicGalleryItem = (id: string, fields: Partial<PublicGalleryItem> = {}): PublicGalleryItem => ({
  id,
  title: id,
  description: null,
  category: null,
  tags: [],
  imageUrl: `https://media.example.com/gallery/${id}.webp`,
  url: `https://media.example.com/gallery/${id}.webp`,
  thumbnailUrl: `https://media.example.com/gallery/thumbnails/${id}.webp`,
  width: 800,
  height: 600,
  order: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...fields,
});
