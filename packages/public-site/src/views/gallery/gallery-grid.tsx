/** @jsxImportSource @sparklink/public-site/html */
import type { PublicGalleryItem } from '@sparklink/contract';
import { GalleryCard } from './gallery-card';

/**
 * The grid of cards, server-rendered only: each card is a plain link to the full image, which the
 * lightbox island takes over (gallery-lightbox.tsx), so the cards need no script and no props. The
 * grid says how many images the gallery shows in all, and each card its place among them, so the
 * lightbox counts 'i of n' over the whole gallery while a page holds only some of its cards.
 */
export function GalleryGrid({
  items,
  firstIndex,
  total,
}: {
  items: PublicGalleryItem[];
  firstIndex: number;
  total: number;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-gallery-total={total}>
      {items.map((item, index) => (
        <GalleryCard item={item} index={firstIndex + index} />
      ))}
    </ul>
  );
}
