import { useEffect, useState } from 'react';
import { GRID, SHOW_MORE, hasMoreCards, moreCardsOrFollowLink } from './gallery-more';
import { Lightbox, type LightboxImage, type LightboxLabels } from './lightbox';
import { isPlainClick } from './plain-click';

/** A card's link carries its place among all the gallery's images (gallery-card.tsx). */
const CARD_LINK = 'a[data-lightbox]';

/** What the lightbox shows of a card: the full image its link points at, its title, size and place. */
function imageOfCard(link: Element): LightboxImage {
  const thumbnail = link.querySelector('img');
  return {
    imageUrl: link.getAttribute('href') ?? '',
    title: thumbnail?.getAttribute('alt') ?? '',
    width: Number(thumbnail?.getAttribute('width')) || 0,
    height: Number(thumbnail?.getAttribute('height')) || 0,
    position: Number(link.getAttribute('data-lightbox')) || 0,
  };
}

const cardLinks = () => [...document.querySelectorAll(CARD_LINK)];

/** "Show more images" adds the next cards in place and moves focus to the first of them. */
async function showMore() {
  const first = await moreCardsOrFollowLink();
  first?.querySelector<HTMLElement>(CARD_LINK)?.focus();
}

/**
 * The gallery page's island: a plain click on a card's link opens that image in the lightbox
 * instead of leaving the page, and "Show more images" adds the next page's cards. The images are
 * read from the cards themselves, so the page carries the gallery once, as cards, and its props
 * are only the lightbox's words; it renders nothing until opened, so hydrating it costs nothing
 * either. Going past the last card loaded loads the next page's (decision 031), so 'i of n'
 * counts over the whole gallery.
 */
export function GalleryLightbox({ labels }: { labels: LightboxLabels }) {
  const [open, setOpen] = useState<{ images: LightboxImage[]; index: number } | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !isPlainClick(event)) return;
      if (event.target.closest(SHOW_MORE)) {
        event.preventDefault();
        void showMore();
        return;
      }
      const link = event.target.closest(CARD_LINK);
      const links = cardLinks();
      const index = link ? links.indexOf(link) : -1;
      if (index < 0) return;
      event.preventDefault();
      setOpen({ images: links.map(imageOfCard), index });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  if (!open) return null;
  const { images, index } = open;
  const item = images[index]!;
  const total = Number(document.querySelector(GRID)?.getAttribute('data-gallery-total')) || images.length;
  const next = async () => {
    if (index + 1 >= images.length && !(await moreCardsOrFollowLink())) return;
    setOpen({ images: cardLinks().map(imageOfCard), index: index + 1 });
  };
  return (
    <Lightbox
      item={item}
      total={total}
      labels={labels}
      hasPrevious={index > 0}
      hasNext={index < images.length - 1 || hasMoreCards()}
      onPrevious={() => setOpen({ images, index: index - 1 })}
      onNext={() => void next()}
      onClose={() => setOpen(null)}
    />
  );
}
