/**
 * The next page of the gallery's cards, added in place (decision 031). The pager's "Show more
 * images" link (gallery-pager.tsx) points at the next page; its cards are read from that page's
 * own HTML, so the markup of a card is written once, on the server, and the lightbox finds the new
 * cards as it finds the first ones.
 */

/** The link to the next page (gallery-pager.tsx). */
export const SHOW_MORE = 'a[data-gallery-more]';
/** The grid, which carries how many images the gallery shows in all (gallery-grid.tsx). */
export const GRID = 'ul[data-gallery-total]';

/** Whether the gallery has cards after the last one on the page. */
export const hasMoreCards = (): boolean => document.querySelector(SHOW_MORE) !== null;

let loading: Promise<Element | null> | null = null;

/**
 * Adds the next page's cards to the grid and points the link at the page after (or removes it
 * after the last). Resolves to the first card added, or null when there was nothing more or the
 * page could not be read; a second call while one is loading waits for the same page.
 */
export function loadMoreCards(): Promise<Element | null> {
  loading ??= addNextCards().finally(() => {
    loading = null;
  });
  return loading;
}

/**
 * The next page's cards added in place, or, when that page cannot be read here, the browser sent
 * to it by the link: a visitor who asked for more images always gets them.
 */
export async function moreCardsOrFollowLink(): Promise<Element | null> {
  const href = document.querySelector<HTMLAnchorElement>(SHOW_MORE)?.href;
  const first = await loadMoreCards();
  if (!first && href) window.location.assign(href);
  return first;
}

async function addNextCards(): Promise<Element | null> {
  const link = document.querySelector<HTMLAnchorElement>(SHOW_MORE);
  const grid = document.querySelector(GRID);
  if (!link || !grid) return null;
  link.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(link.href, { headers: { accept: 'text/html' } });
    if (!response.ok) return null;
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const cards = [...(next.querySelector(GRID)?.children ?? [])];
    if (cards.length === 0) return null;
    grid.append(...cards);
    const after = next.querySelector(SHOW_MORE)?.getAttribute('href');
    if (after) link.setAttribute('href', after);
    else removeLink(link);
    return cards[0]!;
  } catch {
    return null;
  } finally {
    link.removeAttribute('aria-busy');
  }
}

/** The last page is in: the link goes, and the pager with it when nothing else is left in it. */
function removeLink(link: HTMLAnchorElement) {
  const pager = link.parentElement;
  link.remove();
  if (pager?.tagName === 'NAV' && pager.children.length === 0) pager.remove();
}
