import { useEffect, useState } from 'react';
import { Lightbox, type LightboxImage, type LightboxLabels } from './lightbox';
import { isPlainClick } from './plain-click';

/** A card's link carries its index among the cards (gallery-card.tsx). */
const LIGHTBOX_INDEX = 'data-lightbox';

/** What the lightbox shows of a card: the full image its link points at, its title and size. */
function imageOfCard(link: Element): LightboxImage {
  const thumbnail = link.querySelector('img');
  return {
    imageUrl: link.getAttribute('href') ?? '',
    title: thumbnail?.getAttribute('alt') ?? '',
    width: Number(thumbnail?.getAttribute('width')) || 0,
    height: Number(thumbnail?.getAttribute('height')) || 0,
  };
}

/**
 * The gallery page's island: a plain click on a card's link opens that image in the lightbox
 * instead of leaving the page. The images are read from the cards themselves when it opens, so the
 * page carries the gallery once, as cards, and its props are only the lightbox's words; it renders
 * nothing until opened, so hydrating it costs nothing either.
 */
export function GalleryLightbox({ labels }: { labels: LightboxLabels }) {
  const [open, setOpen] = useState<{ images: LightboxImage[]; index: number } | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${LIGHTBOX_INDEX}]`) : null;
      if (!link || !isPlainClick(event)) return;
      const images = [...document.querySelectorAll(`a[${LIGHTBOX_INDEX}]`)].map(imageOfCard);
      const index = Number(link.getAttribute(LIGHTBOX_INDEX));
      if (!images[index]) return;
      event.preventDefault();
      setOpen({ images, index });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!open) return null;
  return (
    <Lightbox
      items={open.images}
      labels={labels}
      index={open.index}
      onIndex={(index) => setOpen({ ...open, index })}
      onClose={() => setOpen(null)}
    />
  );
}
