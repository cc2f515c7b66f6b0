import type { PublicProfile } from '@sparklink/contract';
import { LANGUAGES } from '@sparklink/contract/i18n';
import { describe, expect, it } from 'vitest';
import { heldOneByte } from '../test/held-one-byte';
import { publicGalleryItem } from '../test/public-fakes';
import { publicTextFor } from '../test/public-text';
import type { PublicView } from './public-view';
import { renderPublicPage } from './render';

const site = { origin: 'https://sparklink.example', allowIndexing: true };
const nav = [{ slug: 'work', title: 'Travaux — 2025 ✓', type: 'PROJECTS' as const }];
const assets = { script: '/assets/public.js', beacon: '/assets/beacon.js', styles: ['/assets/public.css'] };

const item = (id: string, title: string) =>
  publicGalleryItem(id, {
    title,
    description: 'Harbour at dawn — shot on film “as is”',
    category: 'Voyages ✈',
    tags: ['mer', 'aube', '日の出'],
  });

const profile: PublicProfile = {
  username: 'efua',
  firstName: 'Efua',
  lastName: 'Mensah—Ōta',
  bio: 'Photographer → Accra ✓',
  tagline: 'Light “chaser”',
  profilePicture: null,
  backgroundImage: null,
  country: 'Ghana',
  website: 'https://efua.example/→',
  isPublic: true,
  allowIndexing: true,
  showPoweredBy: true,
  hasResume: true,
  socialLinks: [
    {
      id: 'l1',
      platform: 'website',
      url: 'https://efua.example/→',
      order: 0,
      clickUrl: 'https://sparklink.example/api/r/l1',
      relMe: false,
      verified: false,
      kind: 'website',
      title: null,
      thumbnailUrl: null,
    },
  ],
  linksLayout: 'buttons',
  verificationBadges: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** The first and only page of a gallery showing `count` images. */
const onePage = (count: number) => ({ count, page: 1, pageCount: 1, firstIndex: 0 });

function views(language: (typeof LANGUAGES)[number]): PublicView[] {
  const owner = { username: 'efua', displayName: 'Efua Mensah—Ōta', language };
  return [
    { kind: 'profile', site, owner, nav, profile, gallery: [item('g', 'Aube ☀'), item('h', '')] },
    {
      kind: 'gallery',
      site,
      owner,
      nav,
      gallery: {
        items: [item('a', 'Harbour ☀'), item('b', 'Market’s edge')],
        categories: ['Voyages ✈'],
        category: null,
        totalCount: 2,
        count: 2,
        page: 1,
        pageCount: 1,
        firstIndex: 0,
      },
    },
    {
      kind: 'gallery',
      site,
      owner,
      nav,
      gallery: { ...onePage(0), items: [], categories: ['Voyages ✈'], category: 'Rues — nuit', totalCount: 2 },
    },
    {
      kind: 'gallery',
      site,
      owner,
      nav,
      gallery: { ...onePage(0), items: [], categories: [], category: null, totalCount: 0 },
    },
    {
      kind: 'page',
      site,
      owner,
      nav,
      page: {
        id: 'p1',
        type: 'PROJECTS',
        title: 'Travaux — 2025 ✓',
        slug: 'work',
        content: {
          headline: 'Ce que j’ai fait →',
          subheading: 'Photographie • Design',
          sections: [
            {
              title: 'Séries ✨',
              content: 'Texte “long” …',
              items: [{ title: 'Port ⚓', description: 'Aube — film', link: 'https://efua.example/→' }],
            },
          ],
        },
        order: 0,
        isPublished: true,
        publishedAt: '2025-03-01T00:00:00.000Z',
        isPasswordProtected: false,
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-03-01T00:00:00.000Z',
      },
    },
    { kind: 'page-locked', site, owner, nav, slug: 'work', error: 'Mot de passe incorrect — réessayez' },
    { kind: 'page-not-found', owner },
    { kind: 'profile-private', username: 'efua', language },
    { kind: 'profile-not-found', language },
  ];
}

describe('a rendered public document', () => {
  it.each(LANGUAGES)('is ASCII, held one byte a character, in %s with text past Latin-1 everywhere', (language) => {
    for (const view of views(language)) {
      const html = renderPublicPage(view, assets, publicTextFor);
      expect(html, view.kind).toMatch(/^[\x00-\x7f]+$/);
      // One two-byte piece anywhere makes the whole document two bytes a character: twice the
      // memory, and a gallery of 100 past V8's large-object size on every first view.
      expect(heldOneByte(html), view.kind).toBe(true);
    }
  });
});
