/**
 * The gallery's cards of the pages around this one, added in place (decision 031). The pager's
 * links (gallery-pager.tsx) point at the page before ("Previous images") and after ("Show more
 * images"); their cards are read from that page's own HTML, so the markup of a card is written
 * once, on the server, and the lightbox finds the new cards as it finds the first ones.
 */

export type Direction = 'earlier' | 'later';

/** The pager's link each way (gallery-pager.tsx). */
export const PAGER_LINK: Record<Direction, string> = {
  earlier: 'a[data-gallery-earlier]',
  later: 'a[data-gallery-more]',
};
/** The grid, which carries how many images the gallery shows in all (gallery-grid.tsx). */
export const GRID = 'ul[data-gallery-total]';

/** Whether the gallery has cards before the first on the page, or after the last. */
export const hasCards = (direction: Direction): boolean => document.querySelector(PAGER_LINK[direction]) !== null;

const loading: Record<Direction, Promise<Element[]> | null> = { earlier: null, later: null };

/**
 * Adds the cards of the page before or after to the grid and points the link one page further (or
 * removes it at the end). Resolves to the cards added, none when there was nothing more or the
 * page could not be read; a second call while one is loading waits for the same page.
 */
export function loadCards(direction: Direction): Promise<Element[]> {
  loading[direction] ??= addCards(direction).finally(() => {
    loading[direction] = null;
  });
  return loading[direction];
}

/**
 * The cards of the page before or after, added in place, or, when that page cannot be read here,
 * the browser sent to it by the link: a visitor who asked for more images always gets them.
 */
export async function cardsOrFollowLink(direction: Direction): Promise<Element[]> {
  const href = document.querySelector<HTMLAnchorElement>(PAGER_LINK[direction])?.href;
  const cards = await loadCards(direction);
  if (cards.length === 0 && href) window.location.assign(href);
  return cards;
}

async function addCards(direction: Direction): Promise<Element[]> {
  const selector = PAGER_LINK[direction];
  const link = document.querySelector<HTMLAnchorElement>(selector);
  const grid = document.querySelector(GRID);
  if (!link || !grid) return [];
  link.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(link.href, { headers: { accept: 'text/html' } });
    if (!response.ok) return [];
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const cards = [...(page.querySelector(GRID)?.children ?? [])];
    if (cards.length === 0) return [];
    if (direction === 'later') grid.append(...cards);
    else grid.prepend(...cards);
    // That page's own link the same way goes one page further.
    const further = page.querySelector(selector)?.getAttribute('href');
    if (further) link.setAttribute('href', further);
    else removeLink(link);
    return cards;
  } catch {
    return [];
  } finally {
    link.removeAttribute('aria-busy');
  }
}

/** The first or last page is in: the link goes, and the pager with it when nothing else is left in it. */
function removeLink(link: HTMLAnchorElement) {
  const pager = link.parentElement;
  link.remove();
  if (pager?.tagName === 'NAV' && pager.children.length === 0) pager.remove();
}
