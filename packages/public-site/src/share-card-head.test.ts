import type { PublicProfile } from '@sparklink/contract';
import { describe, expect, it } from 'vitest';
import { publicTextFor } from '../test/public-text';
import { headFor } from './head';
import type { PublicPage, PublicView } from './public-view';
import { renderPublicPage } from './render';

const site = { origin: 'https://sparklink.example', allowIndexing: true };
const withCard = (shareCard: string) => ({ ...site, shareCard });
const nav = [{ slug: 'work', title: 'Travaux', type: 'PROJECTS' as const }];
const assets = { styles: [] };
const owner = { username: 'efua', displayName: 'Efua Mensah', language: 'fr' as const };
const card = 'https://sparklink.example/public/efua/card/AAAAAAAAAAAAAAAAAAAAAA.jpg';
const pageCard = 'https://sparklink.example/public/efua/pages/work/card/BBBBBBBBBBBBBBBBBBBBBB.jpg';

const profile: PublicProfile = {
  username: 'efua',
  firstName: 'Efua',
  lastName: 'Mensah',
  bio: null,
  tagline: 'Photographe à Accra',
  profilePicture: 'https://sparklink.example/media/avatars/a.webp',
  backgroundImage: null,
  country: null,
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

const page = (isPasswordProtected: boolean): PublicPage => ({
  id: 'p1',
  type: 'PROJECTS',
  title: 'Travaux secrets',
  slug: 'work',
  content: 'Le contenu caché',
  order: 0,
  isPublished: true,
  publishedAt: '2025-03-01T00:00:00.000Z',
  isPasswordProtected,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
});

const cardTags = (url: string, alt: string) => ({
  'og:image': url,
  'og:image:width': '1200',
  'og:image:height': '630',
  'og:image:type': 'image/jpeg',
  'og:image:alt': alt,
  'twitter:card': 'summary_large_image',
  'twitter:image': url,
  'twitter:image:alt': alt,
});

const social = (view: PublicView) => headFor(view, publicTextFor('fr')).social;

describe('share card head tags (decision 046)', () => {
  it("the profile's card, with its size, type and alt text in the portfolio's language", () => {
    expect(social({ kind: 'profile', site: withCard(card), owner, nav, profile })).toEqual({
      'og:type': 'profile',
      'og:site_name': 'SparkLink',
      'og:title': 'Efua Mensah',
      'og:description': 'Photographe à Accra',
      'og:url': 'https://sparklink.example/public/efua',
      'og:locale': 'fr_FR',
      'twitter:title': 'Efua Mensah',
      'twitter:description': 'Photographe à Accra',
      ...cardTags(card, 'Carte du portfolio de Efua Mensah sur SparkLink'),
    });
  });

  it('an open page: its own card, title and description', () => {
    expect(social({ kind: 'page', site: withCard(pageCard), owner, nav, page: page(false) })).toEqual({
      'og:type': 'website',
      'og:site_name': 'SparkLink',
      'og:title': 'Travaux secrets',
      'og:description': 'Le contenu caché',
      'og:url': 'https://sparklink.example/public/efua/pages/work',
      'twitter:title': 'Travaux secrets',
      'twitter:description': 'Le contenu caché',
      ...cardTags(pageCard, '« Travaux secrets », une page du portfolio de Efua Mensah sur SparkLink'),
    });
  });

  it('a page behind a password, locked or open, shares as the portfolio, without its title or content', () => {
    const expected = {
      'og:type': 'website',
      'og:site_name': 'SparkLink',
      'og:title': 'Efua Mensah',
      'og:description': 'Le portfolio de Efua Mensah sur SparkLink',
      'twitter:title': 'Efua Mensah',
      'twitter:description': 'Le portfolio de Efua Mensah sur SparkLink',
      ...cardTags(card, 'Carte du portfolio de Efua Mensah sur SparkLink'),
    };
    expect(social({ kind: 'page', site: withCard(card), owner, nav, page: page(true) })).toEqual(expected);
    expect(social({ kind: 'page-locked', site: withCard(card), owner, nav, slug: 'work' })).toEqual(expected);
    const html = renderPublicPage(
      { kind: 'page-locked', site: withCard(card), owner, nav: [], slug: 'work' },
      assets,
      publicTextFor,
    );
    expect(html).not.toContain('Travaux secrets');
    expect(html).toContain(`<meta property="og:image" content="${card}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('renders the tags in the document, and none for a private profile', () => {
    const html = renderPublicPage(
      { kind: 'profile', site: withCard(card), owner, nav, profile },
      assets,
      publicTextFor,
    );
    expect(html).toContain(`<meta property="og:image" content="${card}"/>`);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg"/>');
    expect(html).toContain(`<meta name="twitter:image" content="${card}"/>`);
    const hidden = renderPublicPage(
      { kind: 'profile-private', username: 'efua', language: 'fr' },
      assets,
      publicTextFor,
    );
    expect(hidden).not.toContain('og:image');
    expect(hidden).not.toContain('twitter:card');
  });
});
