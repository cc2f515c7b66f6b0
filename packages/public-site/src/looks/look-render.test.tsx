import type { LookMode, PublicProfile } from '@sparklink/contract';
import { describe, expect, it } from 'vitest';
import { publicTextFor } from '../../test/public-text';
import type { OwnerSummary, PublicView } from '../public-view';
import { renderPublicPage } from '../render';
import { CARD_RADIUS, LOOKS, RADIUS } from './looks';

const site = { origin: 'https://sparklink.example', allowIndexing: true };
const nav = [{ slug: 'work', title: 'Work', type: 'PROJECTS' as const }];
const assets = { styles: ['/assets/public.css'] };

const profile: PublicProfile = {
  username: 'efua',
  firstName: 'Efua',
  lastName: 'Mensah',
  bio: null,
  tagline: 'Photographer',
  profilePicture: null,
  backgroundImage: 'https://media.example.com/covers/efua.webp',
  country: 'Ghana',
  website: null,
  isPublic: true,
  allowIndexing: true,
  linksLayout: 'buttons',
  showPoweredBy: true,
  hasResume: true,
  socialLinks: [],
  verificationBadges: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/** Every public view of an existing owner. */
function ownerViews(owner: OwnerSummary): [string, PublicView][] {
  return [
    ['profile', { kind: 'profile', site, owner, nav, profile }],
    [
      'page',
      {
        kind: 'page',
        site,
        owner,
        nav,
        page: {
          id: 'p1',
          type: 'PROJECTS',
          title: 'Work',
          slug: 'work',
          content: { headline: 'Work', sections: [] },
          order: 0,
          isPublished: true,
          publishedAt: '2025-03-01T00:00:00.000Z',
          isPasswordProtected: false,
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-03-01T00:00:00.000Z',
        },
      },
    ],
    [
      'gallery',
      {
        kind: 'gallery',
        site,
        owner,
        nav,
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
    ],
    ['password page', { kind: 'page-locked', site, owner, nav, slug: 'work' }],
    ['not-found page', { kind: 'page-not-found', owner }],
  ];
}

/** The root element's custom properties, as the browser reads the attribute. */
function rootVariables(html: string): Record<string, string> {
  const style = /^<!doctype html><html [^>]*style="([^"]*)"/.exec(html)?.[1];
  if (style === undefined) throw new Error('no style on the root');
  const text = style
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
  return Object.fromEntries(
    text.split(';').map((declaration) => {
      const colon = declaration.indexOf(':');
      return [declaration.slice(0, colon), declaration.slice(colon + 1)];
    }),
  );
}

const MODES: LookMode[] = ['light', 'dark', 'device'];

describe.each(LOOKS.map((look) => [look.id, look] as const))('the %s look', (_id, look) => {
  describe.each(MODES)('in %s mode', (mode) => {
    const owner: OwnerSummary = {
      username: 'efua',
      displayName: 'Efua Mensah',
      language: 'en',
      look: { lookId: look.id, colorMode: mode, accentColor: null, coverImage: profile.backgroundImage },
    };
    const pick = (l: string, d: string) => (mode === 'light' ? l : mode === 'dark' ? d : `light-dark(${l},${d})`);

    it.each(ownerViews(owner))('is on the root of the %s', (_kind, view) => {
      const html = renderPublicPage(view, assets, publicTextFor);
      expect(html).toContain(`data-look="${look.id}"`);
      const vars = rootVariables(html);
      expect(vars['color-scheme']).toBe(mode === 'device' ? 'light dark' : mode);
      for (const key of [
        'bg',
        'bg2',
        'surface',
        'text',
        'muted',
        'border',
        'subtle',
        'soft',
        'accent',
        'danger',
      ] as const) {
        expect(vars[`--sl-${key}`], key).toBe(pick(look.light[key], look.dark[key]));
      }
      expect(vars['--sl-radius-btn']).toBe(RADIUS[look.shape]);
      expect(vars['--sl-radius-card']).toBe(CARD_RADIUS[look.shape]);
      expect(vars['--sl-font-head']).toBe(look.fonts.heading);
      expect(vars['--sl-font-body']).toBe(look.fonts.body);
      const page = {
        solid: 'var(--sl-bg)',
        gradient: 'linear-gradient(160deg,var(--sl-bg),var(--sl-bg2))',
        photo:
          'linear-gradient(color-mix(in srgb,var(--sl-bg) 84%,transparent),color-mix(in srgb,var(--sl-bg) 84%,transparent)),url("https://media.example.com/covers/efua.webp") center/cover no-repeat,var(--sl-bg)',
      }[look.background];
      expect(vars['--sl-page']).toBe(page);
      expect(vars['--sl-btn-bg']).toBe(look.fill === 'filled' ? 'var(--sl-accent)' : 'var(--sl-surface)');
      // The ground the look paints is on the page's outermost element.
      expect(html).toMatch(/<(div|main) class="sl-page /);
    });
  });
});

describe('a view with no owner to ask', () => {
  it('carries no look: the plain light colours of the stylesheet', () => {
    const html = renderPublicPage({ kind: 'profile-not-found', language: 'en' }, assets, publicTextFor);
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
  });
});

describe("an owner's accent", () => {
  it('reaches the profile adjusted to AA, the look unchanged otherwise', () => {
    const owner: OwnerSummary = {
      username: 'efua',
      displayName: 'Efua Mensah',
      language: 'en',
      look: { lookId: 'classic', colorMode: 'light', accentColor: '#FFEE00', coverImage: null },
    };
    const vars = rootVariables(renderPublicPage(ownerViews(owner)[0]![1], assets, publicTextFor));
    expect(vars['--sl-accent']).toBe('#7a6f00');
    expect(vars['--sl-surface']).toBe('#ffffff');
  });
});
