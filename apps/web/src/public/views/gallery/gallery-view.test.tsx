/** @jsxImportSource @sparklink/web/html */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicGalleryItem } from '../../../test/public-fakes';
import { renderPublic } from '../../../test/public-text';
import type { PublicGallery } from '../../public-view';
import { GalleryView } from './gallery-view';

const item = (id: string, title: string, category: string | null) => publicGalleryItem(id, { title, category });

const owner = { username: 'efua', displayName: 'Efua Mensah', language: 'en' as const };
const gallery: PublicGallery = {
  items: [item('a', 'Harbour', 'Travel'), item('b', 'Market', 'Street'), item('c', 'Dunes', 'Travel')],
  categories: ['Street', 'Travel'],
  category: null,
  totalCount: 3,
};

const renderGallery = () => renderPublic(() => <GalleryView owner={owner} nav={[]} gallery={gallery} />);
const cardLink = (title: string) => screen.getByRole('img', { name: title }).closest('a')!;

describe('public gallery lightbox (the script on top of the server-rendered grid)', () => {
  it('opens the lightbox from a card, pages through it and disables the ends', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(cardLink('Market'));
    const dialog = screen.getByRole('dialog', { name: 'Market' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Market' })).toHaveAttribute(
      'src',
      'https://media.example.com/gallery/b.webp',
    );
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByText('3 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('heading', { name: 'Market' })).toBeInTheDocument();
  });

  it('closes on Escape, the close button and the backdrop, returning focus to the card', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(cardLink('Harbour'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardLink('Harbour')).toHaveFocus();

    await user.click(cardLink('Dunes'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(cardLink('Dunes'));
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(cardLink('Harbour'));
    const dialog = screen.getByRole('dialog');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Next image' })).toHaveFocus();
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
    await user.click(cardLink('Market'));
    const dialog = screen.getByRole('dialog', { name: 'Market' });
    expect(within(dialog).getByText('2 sur 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Image suivante' })).toBeInTheDocument();
  });

  it('says one image in German, in a category', async () => {
    const travel = { ...gallery, items: gallery.items.slice(0, 1), category: 'Travel' };
    await renderPublic(() => <GalleryView owner={{ ...owner, language: 'de' }} nav={[]} gallery={travel} />, 'de');
    expect(screen.getByText('1 Bild in Travel')).toBeInTheDocument();
  });
});
