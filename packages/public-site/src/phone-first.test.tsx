/** @jsxImportSource @sparklink/public-site/html */
import { gzipSync } from 'node:zlib';
import type { PublicProfile } from '@sparklink/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicGalleryItem } from '../test/public-fakes';
import { publicTextFor } from '../test/public-text';
import type { NavEntry, PublicView } from './public-view';
import { renderPublicPage } from './render';
import { openShareDialog } from './share-dialog';

/** Issue 32, "phone-first public pages" and the gallery on the profile (decision 045). */

const site = { origin: 'https://sparklink.example', allowIndexing: true };
const assets = {
  script: '/assets/public.js',
  beacon: '/assets/beacon.js',
  shareDialog: '/assets/share-dialog.js',
  styles: ['/assets/public.css'],
};
const owner = {
  username: 'efua',
  displayName: 'Efua Mensah',
  language: 'en' as const,
  avatar: 'https://media.example.com/avatars/efua.webp',
};
const manyPages: NavEntry[] = [
  'About me',
  'Selected projects',
  'Services and rates',
  'Weddings',
  'Portraits',
  'Brand shoots',
  'Testimonials',
  'Contact',
].map((title, n) => ({ slug: `p${n}`, title, type: n === 0 ? 'ABOUT' : 'CUSTOM' }));

const profile: PublicProfile = {
  username: 'efua',
  firstName: 'Efua',
  lastName: 'Mensah',
  bio: null,
  tagline: 'Photographer',
  profilePicture: owner.avatar,
  backgroundImage: null,
  country: 'Ghana',
  website: null,
  isPublic: true,
  allowIndexing: true,
  linksLayout: 'buttons',
  showPoweredBy: true,
  hasResume: false,
  socialLinks: [],
  verificationBadges: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const html = (view: PublicView) => renderPublicPage(view, assets, publicTextFor);
/** The document's body as a browser would show it. */
function show(view: PublicView) {
  document.body.innerHTML = new DOMParser().parseFromString(html(view), 'text/html').body.innerHTML;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the navigation on a phone', () => {
  it('wraps every entry onto the screen, the current page marked, instead of a sideways strip', () => {
    show({ kind: 'page', site, owner, nav: manyPages, page: aPage('p6', 'Testimonials') });
    const nav = screen.getByRole('navigation', { name: 'Portfolio' });
    const list = within(nav).getByRole('list');
    expect(list.className).toContain('flex-wrap');
    expect(list.className).not.toContain('overflow-x-auto');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', ...manyPages.map((page) => page.title), 'Gallery']);
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('Testimonials');
    expect(current).toHaveAttribute('href', '/public/efua/pages/p6');
  });
});

describe('the compact header of the pages under the profile', () => {
  const pageViews: PublicView[] = [
    { kind: 'page', site, owner, nav: manyPages, page: aPage('p0', 'About me') },
    { kind: 'page-locked', site, owner, nav: manyPages, slug: 'p1' },
    {
      kind: 'gallery',
      site,
      owner,
      nav: manyPages,
      gallery: {
        items: [],
        categories: [],
        category: null,
        totalCount: 0,
        count: 0,
        page: 1,
        pageCount: 1,
        firstIndex: 0,
      },
    },
  ];
  it.each(pageViews)('shows the owner’s face and name and leads back to the profile ($kind)', (view) => {
    show(view);
    const header = screen.getAllByRole('banner')[0]!;
    expect(header.querySelector('img')).toHaveAttribute('src', owner.avatar);
    expect(within(header).getByRole('link', { name: 'Efua Mensah' })).toHaveAttribute('href', '/public/efua');
    expect(within(header).getByRole('link', { name: '← Back to profile' })).toHaveAttribute('href', '/public/efua');
  });

  it('shows the initial when the owner has no picture', () => {
    show({ kind: 'page', site, owner: { ...owner, avatar: null }, nav: [], page: aPage('p0', 'About me') });
    const header = screen.getAllByRole('banner')[0]!;
    expect(header.querySelector('img')).toBeNull();
    const link = within(header).getByRole('link', { name: 'Efua Mensah' });
    expect(link.querySelector('[aria-hidden]')).toHaveTextContent(/^E$/);
  });
});

describe('Share on the profile', () => {
  it('is a link to the share dialog, which holds the QR code and the address, so it works without JavaScript', () => {
    show({ kind: 'profile', site, owner, nav: [], profile });
    const share = screen.getByRole('link', { name: 'Share' });
    expect(share).toHaveAttribute('href', '#share');
    expect(share).toHaveAttribute('data-share', 'https://sparklink.example/public/efua');
    const dialog = document.getElementById('share')!;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('data-script', '/assets/share-dialog.js');
    // Shown by the page's #share fragment (CSS :target) when there is no script to open it.
    expect(dialog.className).toContain('target:block');
    const inside = within(dialog);
    expect(inside.getByRole('heading', { name: 'Share this portfolio', hidden: true })).toBeInTheDocument();
    expect(
      inside.getByRole('img', { name: 'QR code of https://sparklink.example/public/efua', hidden: true }),
    ).toHaveAttribute('src', '/public/efua/qr.svg');
    expect(inside.getByRole('link', { name: 'https://sparklink.example/public/efua', hidden: true })).toHaveAttribute(
      'href',
      'https://sparklink.example/public/efua',
    );
    // Copying needs a script: the button stays hidden until it has one.
    const copy = dialog.querySelector('button')!;
    expect(copy).toHaveTextContent('Copy link');
    expect(copy).toHaveAttribute('hidden');
    expect(inside.getByRole('link', { name: 'Close', hidden: true })).toHaveAttribute('href', '#');
  });

  it('opens the system share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    await import('./share-trigger');
    show({ kind: 'profile', site, owner, nav: [], profile });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Efua Mensah', url: 'https://sparklink.example/public/efua' });
    expect(location.hash).toBe('');
  });

  it('else opens the dialog as a modal, with a Copy link button that copies the address', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show({ kind: 'profile', site, owner, nav: [], profile });
    const dialog = document.getElementById('share') as HTMLDialogElement;
    // jsdom has <dialog> but no modal: stand in for the browser's showModal and close.
    dialog.showModal = function () {
      this.setAttribute('open', '');
    };
    dialog.close = function () {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
    // Arrived with the no-JavaScript fragment: closing must leave it too, or CSS keeps the dialog shown.
    location.hash = '#share';
    openShareDialog('https://sparklink.example/public/efua');
    expect(dialog).toHaveAttribute('open');
    // Plain clicks: user-event would put its own clipboard in place of the stub.
    const copy = within(dialog).getByRole('button', { name: 'Copy link' });
    copy.click();
    expect(writeText).toHaveBeenCalledWith('https://sparklink.example/public/efua');
    await vi.waitFor(() => expect(copy).toHaveTextContent('Link copied'));
    within(dialog).getByRole('link', { name: 'Close' }).click();
    expect(dialog).not.toHaveAttribute('open');
    expect(copy).toHaveTextContent('Copy link');
    expect(location.hash).toBe('');
  });
});

describe('the gallery on the profile', () => {
  const items = [
    publicGalleryItem('g1', { title: 'Harbour at dawn' }),
    publicGalleryItem('g2', { title: '' }),
    publicGalleryItem('g3', { title: 'Market' }),
  ];

  it('shows the latest images the owner chose to show, each leading to the gallery', () => {
    show({ kind: 'profile', site, owner, nav: [], profile, gallery: items });
    const section = screen.getByRole('region', { name: 'Latest work' });
    expect(
      within(section)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Harbour at dawn', 'Image 2', 'Market']);
    expect(within(section).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      'https://media.example.com/gallery/thumbnails/g1.webp',
    );
    const links = within(section).getAllByRole('link');
    expect(new Set(links.map((link) => link.getAttribute('href')))).toEqual(new Set(['/public/efua/gallery']));
    expect(within(section).getByRole('link', { name: 'See the whole gallery' })).toBeInTheDocument();
  });

  it('is not there when the owner did not turn it on, and the profile still loads no island script', () => {
    const document = html({ kind: 'profile', site, owner, nav: [], profile });
    expect(document).not.toContain('Latest work');
    expect(document).not.toContain('/assets/public.js');
    expect(html({ kind: 'profile', site, owner, nav: [], profile, gallery: items })).not.toContain('/assets/public.js');
  });

  it('an untitled image has no caption in the gallery and is named by its place', () => {
    show({
      kind: 'gallery',
      site,
      owner,
      nav: [],
      gallery: { items, categories: [], category: null, totalCount: 3, count: 3, page: 1, pageCount: 1, firstIndex: 0 },
    });
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Harbour at dawn', 'Market']);
    expect(within(main).getByRole('img', { name: 'Image 2' })).toBeInTheDocument();
  });
});

describe('bytes', () => {
  it('a profile with many pages, six images and the share dialog stays small (gzip)', () => {
    const six = Array.from({ length: 6 }, (_, n) => publicGalleryItem(`g${n}`, { title: `Shot ${n}` }));
    const document = html({ kind: 'profile', site, owner, nav: manyPages, profile, gallery: six });
    const bytes = gzipSync(document).length;
    // The CSS is about 5 KB gzip (e2e/specs/public-profile.spec.ts measures both): far under 30 KB.
    expect(bytes).toBeLessThan(6 * 1024);
  });
});

function aPage(slug: string, title: string) {
  return {
    id: slug,
    type: 'CUSTOM' as const,
    title,
    slug,
    content: 'Hello',
    order: 0,
    isPublished: true,
    publishedAt: '2025-03-01T00:00:00.000Z',
    isPasswordProtected: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-03-01T00:00:00.000Z',
  };
}
