/**
 * The cards of the gallery as the page holds them (gallery-card.tsx): each card's link points at
 * the full image and carries the image's place among all the gallery's images (from 0), so the
 * lightbox counts over the whole gallery while the page holds only some pages of cards.
 */
export const CARD_LINK = 'a[data-lightbox]';

export const positionOf = (link: Element): number => Number(link.getAttribute('data-lightbox')) || 0;

export const cardAt = (position: number): HTMLAnchorElement | null =>
  document.querySelector<HTMLAnchorElement>(`a[data-lightbox="${position}"]`);

/** The places of the first and last cards on the page, [0, -1] when there is none. */
export function loadedRange(): [number, number] {
  const positions = [...document.querySelectorAll(CARD_LINK)].map(positionOf);
  return positions.length ? [Math.min(...positions), Math.max(...positions)] : [0, -1];
}

/** The lightbox's words in the page's language; `position` reads like '{index} of {total}'. */
export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  position: string;
}
