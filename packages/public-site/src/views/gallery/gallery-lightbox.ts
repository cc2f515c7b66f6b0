import { CARD_LINK, positionOf, type LightboxLabels } from './gallery-cards';
import { PAGER_LINK, cardsOrFollowLink, type Direction } from './gallery-more';
import { isPlainClick } from './plain-click';

const DIRECTIONS: readonly Direction[] = ['earlier', 'later'];

/**
 * PhotoSwipe and its stylesheet (about 19 KB compressed) are fetched when a visitor first reaches
 * for an image, never with the page (decision 038). Asked for once, at the first press on a card,
 * so most of it is here by the time the click comes.
 */
let lightbox: Promise<typeof import('./photo-lightbox')> | undefined;
const loadLightbox = () => (lightbox ??= import('./photo-lightbox'));

/** A pager link adds its page's cards in place and moves focus to the first of them. */
async function showCards(direction: Direction) {
  const [first] = await cardsOrFollowLink(direction);
  first?.querySelector<HTMLElement>(CARD_LINK)?.focus();
}

let opening = false;

/** Opens the image of a card; a second tap while the lightbox's code is on its way opens it once. */
async function open(link: HTMLAnchorElement, labels: LightboxLabels) {
  if (opening) return;
  opening = true;
  // The full image starts downloading beside the lightbox's code instead of after it.
  new Image().src = link.href;
  try {
    (await loadLightbox()).openLightbox(positionOf(link), labels);
  } catch {
    window.location.assign(link.href);
  } finally {
    opening = false;
  }
}

/**
 * The gallery page's island: a plain click on a card's link opens that image in the lightbox
 * instead of leaving the page, and the pager's links add the cards of the pages around (decision
 * 031). The cards are the lightbox's data, so the page carries the gallery once; the island's
 * props are only the lightbox's words, resolved by the server in the page's language.
 */
export function startGalleryLightbox(_element: HTMLElement, { labels }: { labels: LightboxLabels }): () => void {
  const onPress = (event: PointerEvent) => {
    if (event.target instanceof Element && event.target.closest(CARD_LINK)) void loadLightbox().catch(() => {});
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !isPlainClick(event)) return;
    const pagerLink = DIRECTIONS.find((direction) => target.closest(PAGER_LINK[direction]));
    if (pagerLink) {
      event.preventDefault();
      void showCards(pagerLink);
      return;
    }
    const link = target.closest<HTMLAnchorElement>(CARD_LINK);
    if (!link) return;
    event.preventDefault();
    void open(link, labels);
  };
  document.addEventListener('pointerdown', onPress);
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('pointerdown', onPress);
    document.removeEventListener('click', onClick);
  };
}
