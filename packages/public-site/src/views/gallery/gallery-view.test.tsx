/** @jsxImportSource @sparklink/public-site/html */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicGalleryItem } from '../../../test/public-fakes';
import { publicTextFor, renderPublic } from '../../../test/public-text';
import { withPublicText } from '../../public-text';
import type { PublicGallery } from '../../public-view';
import { GalleryView } from './gallery-view';

const item = (id: string, title: string, category: string | null) => publicGalleryItem(id, { title, category });

const owner = { username: 'efua', displayName: 'Efua Mensah', language: 'en' as const };
const gallery: PublicGallery = {
  items: [item('a', 'Harbour', 'Travel'), item('b', 'Market', 'Street'), item('c', 'Dunes', 'Travel')],
  categories: ['Street', 'Travel'],
  category: null,
  totalCount: 3,
  count: 3,
  page: 1,
  pageCount: 1,
  firstIndex: 0,
};

const renderGallery = () => renderPublic(() => <GalleryView owner={owner} nav={[]} gallery={gallery} />);
const cardLink = (title: string) => screen.getByRole('img', { name: title }).closest('a')!;
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

// PhotoSwipe leaves out its opening and closing animations for a reader who asks for less motion,
// which jsdom could not play anyway (it never ends a CSS transition): the lightbox opens at once.
beforeEach(() => {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? ({ ...matchMedia(query), matches: true } as MediaQueryList)
      : matchMedia(query);
  return () => {
    window.matchMedia = matchMedia;
  };
});

/** A click on a card's link, then the lightbox PhotoSwipe opens once its code has loaded. */
async function open(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(cardLink(title));
  return screen.findByRole('dialog', { name: title });
}

describe('public gallery lightbox (PhotoSwipe on top of the server-rendered grid)', () => {
  it('opens the lightbox from a card, pages through it and disables the ends', async () => {
    const user = userEvent.setup();
    await renderGallery();
    const dialog = await open(user, 'Market');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    // jsdom loads no image, so PhotoSwipe never shows one here: the e2e specs check it in Chromium.

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeDisabled();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { name: 'Market' })).toBeInTheDocument();
  });

  it('closes on Escape, the close button and the back button, returning focus to the card', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await open(user, 'Harbour');
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(cardLink('Harbour')).toHaveFocus();

    const dialog = await open(user, 'Dunes');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await dialogGone();

    // Opening added a history entry: back leaves the lightbox, not the gallery.
    await open(user, 'Dunes');
    history.back();
    await dialogGone();
    expect(cardLink('Dunes')).toHaveFocus();
  });

  it('keeps focus inside the dialog', async () => {
    const user = userEvent.setup();
    await renderGallery();
    const dialog = await open(user, 'Harbour');
    cardLink('Market').focus();
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    await dialogGone();
  });

  it('leaves modified clicks to the browser (a new tab gets the full image)', async () => {
    await renderGallery();
    const link = cardLink('Harbour');
    expect(link).toHaveAttribute('href', 'https://media.example.com/gallery/a.webp');
    let preventedByPage: boolean | undefined;
    // Records what the page did, then stops jsdom from trying to navigate.
    const record = (event: Event) => {
      preventedByPage = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    window.removeEventListener('click', record);
    expect(preventedByPage).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('public gallery in the owner’s language', () => {
  it('counts, heads and labels the lightbox in French, the island’s words passed from the server', async () => {
    const user = userEvent.setup();
    await renderPublic(() => <GalleryView owner={{ ...owner, language: 'fr' }} nav={[]} gallery={gallery} />, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Galerie' })).toBeInTheDocument();
    expect(screen.getByText('3 images')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les catégories' })).toBeInTheDocument();
    const dialog = await open(user, 'Market');
    expect(within(dialog).getByText('2 sur 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Image suivante' })).toBeInTheDocument();
  });

  it('says one image in German, in a category', async () => {
    const travel = { ...gallery, items: gallery.items.slice(0, 1), category: 'Travel', count: 1 };
    await renderPublic(() => <GalleryView owner={{ ...owner, language: 'de' }} nav={[]} gallery={travel} />, 'de');
    expect(screen.getByText('1 Bild in Travel')).toBeInTheDocument();
  });
});

describe('a gallery longer than a page (decision 031)', () => {
  // Four images, two to a page: the server sends the first page, the second is asked for by its link.
  const pages: PublicGallery[] = [
    { ...gallery, items: [item('a', 'Harbour', null), item('b', 'Market', null)], count: 4, pageCount: 2 },
    {
      ...gallery,
      items: [item('c', 'Dunes', null), item('d', 'Canoes', null)],
      count: 4,
      page: 2,
      pageCount: 2,
      firstIndex: 2,
    },
  ];
  const pageHtml = (page: PublicGallery) =>
    withPublicText(publicTextFor('en'), () => <GalleryView owner={owner} nav={[]} gallery={page} />).html;
  const fetched: string[] = [];
  /** Answers with the other page's HTML once `answered` resolves (at once unless given). */
  const serve = (page: PublicGallery, answered: Promise<void> = Promise.resolve()) =>
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      await answered;
      return new Response(pageHtml(page), { status: 200, headers: { 'content-type': 'text/html' } });
    });
  const serveSecondPage = () => serve(pages[1]!);
  afterEach(() => {
    vi.unstubAllGlobals();
    fetched.length = 0;
  });
  const renderFirstPage = () => renderPublic(() => <GalleryView owner={owner} nav={[]} gallery={pages[0]!} />);
  const renderSecondPage = () => renderPublic(() => <GalleryView owner={owner} nav={[]} gallery={pages[1]!} />);
  /** The cards' titles, in the grid's order. */
  const titles = () =>
    [...document.querySelectorAll('ul[data-gallery-total] img')].map((image) => image.getAttribute('alt'));

  it('adds the next page’s cards in place on "Show more images", focuses the first, and drops the link after the last', async () => {
    serveSecondPage();
    const user = userEvent.setup();
    await renderFirstPage();
    expect(screen.getByText('4 images')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Show more images' });
    expect(more).toHaveAttribute('href', '/public/efua/gallery?page=2');
    await user.click(more);
    await waitFor(() => expect(cardLink('Dunes')).toHaveFocus());
    expect(fetched).toEqual(['http://localhost:3000/public/efua/gallery?page=2']);
    expect(titles()).toEqual(['Harbour', 'Market', 'Dunes', 'Canoes']);
    expect(screen.queryByRole('link', { name: 'Show more images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Gallery pages' })).not.toBeInTheDocument();
  });

  it('counts the lightbox over the whole gallery and goes on into the next page’s cards', async () => {
    serveSecondPage();
    const user = userEvent.setup();
    await renderFirstPage();
    const dialog = await open(user, 'Market');
    expect(within(dialog).getByText('2 of 4')).toBeInTheDocument();
    // PhotoSwipe asks for the images next to the one shown: the next page's cards come then.
    await waitFor(() => expect(titles()).toEqual(['Harbour', 'Market', 'Dunes', 'Canoes']));
    expect(fetched).toEqual(['http://localhost:3000/public/efua/gallery?page=2']);
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(within(dialog).getByText('3 of 4')).toBeInTheDocument());
    expect(within(dialog).getByRole('heading', { name: 'Dunes' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText('4 of 4')).toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(within(dialog).getByText('1 of 4')).toBeInTheDocument());
    expect(fetched).toHaveLength(1);
  });

  it('on a later page, Previous at its first card adds the page before’s cards and goes on into them', async () => {
    serve(pages[0]!);
    const user = userEvent.setup();
    await renderSecondPage();
    const dialog = await open(user, 'Dunes');
    expect(within(dialog).getByText('3 of 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await waitFor(() => expect(within(dialog).getByText('2 of 4')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Market' })).toBeInTheDocument());
    expect(fetched).toEqual(['http://localhost:3000/public/efua/gallery']);
    expect(titles()).toEqual(['Harbour', 'Market', 'Dunes', 'Canoes']);
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('1 of 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Previous images' })).not.toBeInTheDocument();
  });

  it('adds the page before’s cards in place on "Previous images" and focuses the first', async () => {
    serve(pages[0]!);
    const user = userEvent.setup();
    await renderSecondPage();
    const previous = screen.getByRole('link', { name: 'Previous images' });
    expect(previous).toHaveAttribute('href', '/public/efua/gallery');
    await user.click(previous);
    await waitFor(() => expect(cardLink('Harbour')).toHaveFocus());
    expect(titles()).toEqual(['Harbour', 'Market', 'Dunes', 'Canoes']);
    expect(screen.queryByRole('navigation', { name: 'Gallery pages' })).not.toBeInTheDocument();
  });

  it('stays closed when closed while the next cards load, and they are still added', async () => {
    let answer!: () => void;
    serve(pages[1]!, new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await renderFirstPage();
    const dialog = await open(user, 'Market');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await waitFor(() => expect(fetched).toHaveLength(1));
    expect(within(dialog).getByText('3 of 4')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogGone();
    answer();
    await waitFor(() => expect(titles()).toEqual(['Harbour', 'Market', 'Dunes', 'Canoes']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes onto the card of the image last shown, also one added from the next page', async () => {
    serveSecondPage();
    const user = userEvent.setup();
    await renderFirstPage();
    await open(user, 'Harbour');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(cardLink('Market')).toHaveFocus();
    const dialog = await open(user, 'Market');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(dialog).getByText('3 of 4')).toBeInTheDocument());
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(cardLink('Dunes')).toHaveFocus();
  });
});
