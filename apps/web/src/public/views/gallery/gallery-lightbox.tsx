import { useEffect, useState } from 'react';
import { Lightbox, type LightboxImage, type LightboxLabels } from './lightbox';
import { isPlainClick } from './plain-click';

/** A card's link carries its index in `images` (gallery-card.tsx). */
const LIGHTBOX_INDEX = 'data-lightbox';

/**
 * The gallery page's island: a plain click on a card's link opens that image in the lightbox
 * instead of leaving the page. Its props are only what the lightbox shows of each image, so the
 * page does not carry the gallery twice (once as cards, once as data); it renders nothing until
 * opened, so hydrating it costs nothing either.
 */
export function GalleryLightbox({ images, labels }: { images: LightboxImage[]; labels: LightboxLabels }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${LIGHTBOX_INDEX}]`) : null;
      const index = Number(link?.getAttribute(LIGHTBOX_INDEX));
      if (!link || !isPlainClick(event) || !images[index]) return;
      event.preventDefault();
      setOpenIndex(index);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [images]);
  if (openIndex === null || !images[openIndex]) return null;
  return (
    <Lightbox
      items={images}
      labels={labels}
      index={openIndex}
      onIndex={setOpenIndex}
      onClose={() => setOpenIndex(null)}
    />
  );
}
