import type { PublicGalleryItem } from '@sparklink/contract';
import { useState } from 'react';
import { GalleryCard } from './gallery-card';
import { Lightbox } from './lightbox';

/** The grid of cards and, with JavaScript, the lightbox they open (an island of the gallery page). */
export function GalleryGrid({ items }: { items: PublicGalleryItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((item, index) => (
          <GalleryCard key={item.id} item={item} onOpen={() => setOpenIndex(index)} />
        ))}
      </ul>
      {openIndex !== null && items[openIndex] && (
        <Lightbox items={items} index={openIndex} onIndex={setOpenIndex} onClose={() => setOpenIndex(null)} />
      )}
    </>
  );
}
