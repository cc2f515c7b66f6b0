import { useEffect, useState } from 'react';
import { GRID, PAGER_LINK, cardsOrFollowLink, hasCards, type Direction } from './gallery-more';
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
    position: positionOf(link),
  };
}

const positionOf = (link: Element) => Number(link.getAttribute('data-lightbox')) || 0;
const cardLinks = () => [...document.querySelectorAll<HTMLElement>(CARD_LINK)];
const cardAt = (position: number) => cardLinks().find((link) => positionOf(link) === position) ?? null;

/** A pager link adds its page's cards in place and moves focus to the first of them. */
async function showCards(direction: Direction) {
  const [first] = await cardsOrFollowLink(direction);
  first?.querySelector<HTMLElement>(CARD_LINK)?.focus();
}

const DIRECTIONS: readonly Direction[] = ['earlier', 'later'];

interface Open {
  images: LightboxImage[];
  index: number;
}

/**
 * The gallery page's island: a plain click on a card's link opens that image in the lightbox
 * instead of leaving the page, and the pager's links add the cards of the pages around. The images
 * are read from the cards themselves, so the page carries the gallery once, as cards, and its props
 * are only the lightbox's words; it renders nothing until opened, so hydrating it costs nothing
 * either. Going past the first or last card loaded loads the cards of the page before or after
 * (decision 031), so 'i of n' counts over the whole gallery.
 */
export function GalleryLightbox({ labels }: { labels: LightboxLabels }) {
  const [open, setOpen] = useState<Open | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !isPlainClick(event)) return;
      const pagerLink = DIRECTIONS.find((direction) => target.closest(PAGER_LINK[direction]));
      if (pagerLink) {
        event.preventDefault();
        void showCards(pagerLink);
        return;
      }
      const link = target.closest(CARD_LINK);
      const links = cardLinks();
      const index = link ? links.indexOf(link as HTMLElement) : -1;
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

  /**
   * The image one place before or after, loading that page's cards first when it is not here.
   * A load takes a while: when it ends, the lightbox moves only if it still shows the image it
   * moved from (not closed, not moved meanwhile).
   */
  const step = async (direction: Direction) => {
    const target = item.position + (direction === 'later' ? 1 : -1);
    let shown = images;
    if (!shown.some((image) => image.position === target)) {
      if ((await cardsOrFollowLink(direction)).length === 0) return;
      shown = cardLinks().map(imageOfCard);
    }
    const to = shown.findIndex((image) => image.position === target);
    if (to < 0) return;
    setOpen((now) => (now?.images[now.index]?.position === item.position ? { images: shown, index: to } : now));
  };

  return (
    <Lightbox
      item={item}
      total={total}
      labels={labels}
      hasPrevious={index > 0 || hasCards('earlier')}
      hasNext={index < images.length - 1 || hasCards('later')}
      onPrevious={() => void step('earlier')}
      onNext={() => void step('later')}
      onClose={() => setOpen(null)}
      cardOf={(image) => cardAt(image.position)}
    />
  );
}
