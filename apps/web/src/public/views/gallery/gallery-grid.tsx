/** @jsxImportSource @sparklink/web/html */
import type { PublicGalleryItem } from '@sparklink/contract';
import { GalleryCard } from './gallery-card';

/**
 * The grid of cards, server-rendered only: each card is a plain link to the full image, which the
 * lightbox island takes over (gallery-lightbox.tsx), so the cards need no script and no props.
 */
export function GalleryGrid({ items }: { items: PublicGalleryItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {items.map((item, index) => (
        <GalleryCard item={item} index={index} />
      ))}
    </ul>
  );
}
