import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import './photo-lightbox.css';
import { cardAt, loadedRange, type LightboxLabels } from './gallery-cards';
import { GRID, cardsOrFollowLink, loadCards, type Direction } from './gallery-more';

/** A place whose card is on a page not added yet: shown as an empty slide until its cards arrive. */
const WAITING = '<div class="sl-lightbox-waiting"></div>';

/** What PhotoSwipe shows for a place: the card's full image, its title and size, opened from its thumbnail. */
function slideAt(position: number): SlideData {
  const link = cardAt(position);
  const thumbnail = link?.querySelector('img');
  if (!link || !thumbnail) return { html: WAITING, alt: '' };
  return {
    src: link.href,
    msrc: thumbnail.currentSrc || thumbnail.src,
    width: Number(thumbnail.getAttribute('width')) || thumbnail.naturalWidth,
    height: Number(thumbnail.getAttribute('height')) || thumbnail.naturalHeight,
    alt: thumbnail.alt,
    element: link,
    // The card shows its thumbnail cropped to 4:3 (gallery-card.tsx): open and close from that crop.
    thumbCropped: true,
  };
}

const directionTo = (position: number): Direction => (position > loadedRange()[1] ? 'later' : 'earlier');

/**
 * The gallery's lightbox (decision 038): PhotoSwipe, for swiping, pinch-zoom and the opening from
 * the card on phones, over every image of the gallery, not just the cards on the page (decision
 * 031). `position` is the opened card's place among them all; a place past the cards on the page
 * adds its page's cards first, as "Show more images" does. The back button closes it.
 */
export function openLightbox(position: number, labels: LightboxLabels): PhotoSwipe {
  const total = Number(document.querySelector(GRID)?.getAttribute('data-gallery-total')) || loadedRange()[1] + 1;
  const pswp = new PhotoSwipe({
    dataSource: [],
    index: position,
    loop: false,
    counter: false,
    zoom: false,
    closeTitle: labels.close,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    // Closing focuses the card of the image last shown (below), not the one that opened it.
    returnFocus: false,
    // Opaque: the page behind showed through as a distraction around a picture on a phone.
    bgOpacity: 1,
    // Room for the close button above the image and the caption below it; on wider screens for
    // the arrows beside it too, so no control sits on the picture.
    paddingFn: ({ x }) =>
      x < 640 ? { top: 56, bottom: 80, left: 0, right: 0 } : { top: 64, bottom: 88, left: 72, right: 72 },
  });
  // Places given an empty slide because their cards were not on the page yet.
  const waiting = new Set<number>();
  const redrawArrived = () => {
    if (pswp.isDestroying || !pswp.element) return;
    for (const index of waiting) {
      if (!cardAt(index)) continue;
      waiting.delete(index);
      pswp.refreshSlideContent(index);
    }
  };
  pswp.addFilter('numItems', () => total);
  pswp.addFilter('itemData', (_data, index) => {
    const slide = slideAt(index);
    if (slide.html === WAITING && !waiting.has(index)) {
      waiting.add(index);
      // PhotoSwipe asks for the places next to the one shown before they are shown: their cards
      // are fetched then, so a swipe across a page boundary finds its image ready.
      void loadCards(directionTo(index)).then(redrawArrived);
    }
    return slide;
  });
  pswp.on('change', () => {
    const index = pswp.currIndex;
    // Its cards came while the slide was moving in: draw it now (this announces a change again).
    if (cardAt(index) && pswp.currSlide?.data.html === WAITING) pswp.refreshSlideContent(index);
    // Shown before its cards came, and they could not be read: the pager's link gets them.
    else if (!cardAt(index)) void cardsOrFollowLink(directionTo(index)).then(redrawArrived);
  });
  pswp.on('uiRegister', () => pswp.ui?.registerElement(caption(labels, total)));
  pswp.on('destroy', () => (cardAt(pswp.currIndex) ?? cardAt(position))?.focus());
  closedByBackButton(pswp);
  keysFromTheStart(pswp);
  pswp.init();
  pswp.element?.setAttribute('aria-modal', 'true');
  pswp.element?.setAttribute('aria-labelledby', 'lightbox-title');
  return pswp;
}

/** The image's title as the dialog's name and 'i of n' over the whole gallery, under the image. */
function caption(labels: LightboxLabels, total: number) {
  return {
    name: 'caption',
    appendTo: 'root' as const,
    order: 9,
    onInit: (element: HTMLElement, pswp: PhotoSwipe) => {
      const title = element.appendChild(document.createElement('h2'));
      title.id = 'lightbox-title';
      const place = element.appendChild(document.createElement('p'));
      pswp.on('change', () => {
        // From the card, which may have arrived after its slide was drawn empty.
        title.textContent = cardAt(pswp.currIndex)?.querySelector('img')?.alt ?? '';
        place.textContent = labels.position
          .replace('{index}', String(pswp.currIndex + 1))
          .replace('{total}', String(total));
      });
    },
  };
}

/**
 * On a phone the back button is how a full-screen view is left: opening adds a history entry, so
 * back closes the lightbox instead of leaving the gallery, and closing otherwise takes it away.
 */
function closedByBackButton(pswp: PhotoSwipe) {
  history.pushState({ lightbox: true }, '');
  const onBack = () => closeWhenOpen(pswp);
  window.addEventListener('popstate', onBack);
  pswp.on('close', () => {
    window.removeEventListener('popstate', onBack);
    if ((history.state as { lightbox?: boolean } | null)?.lightbox) history.back();
  });
}

/**
 * PhotoSwipe ignores a close during its opening animation; one asked for then (Escape, the back
 * button) happens as soon as the lightbox is open.
 */
function closeWhenOpen(pswp: PhotoSwipe) {
  if (pswp.opener.isOpen) pswp.close();
  else pswp.on('openingAnimationEnd', () => pswp.close());
}

const KEY_ACTIONS: Record<string, 'prev' | 'next' | 'close'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Escape: 'close',
};

/**
 * PhotoSwipe listens to the keyboard once its opening animation has ended, and a tap on "Next"
 * during that animation cuts it short, so it ends only at its time-out, most of a second later:
 * an arrow pressed meanwhile was lost (the same race as the previous lightbox's, decision 038).
 * Until PhotoSwipe binds its own keys, these three are passed on here.
 */
function keysFromTheStart(pswp: PhotoSwipe) {
  const onKeyDown = (event: KeyboardEvent) => {
    const action = KEY_ACTIONS[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (action === 'close') closeWhenOpen(pswp);
    else pswp[action]();
  };
  document.addEventListener('keydown', onKeyDown);
  const stop = () => document.removeEventListener('keydown', onKeyDown);
  pswp.on('bindEvents', stop);
  pswp.on('destroy', stop);
}
