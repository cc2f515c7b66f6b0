import type { PublicProfile, PublicSocialLink } from '@sparklink/contract';
import { describe, expect, it } from 'vitest';
import { siInstagram, siSpotify, siWhatsapp } from 'simple-icons';
import { publicTextFor } from '../../../test/public-text';
import { renderPublicPage } from '../../render';

const site = { origin: 'https://sparklink.example', allowIndexing: true };
const assets = { script: '/assets/public.js', beacon: '/assets/beacon.js', styles: ['/assets/public.css'] };

const link = (id: string, fields: Partial<PublicSocialLink>): PublicSocialLink => ({
  id,
  platform: 'website',
  url: 'https://example.com/',
  order: 0,
  clickUrl: `https://sparklink.example/api/r/${id}`,
  relMe: false,
  kind: 'website',
  title: null,
  thumbnailUrl: null,
  verified: false,
  ...fields,
});

const links: PublicSocialLink[] = [
  link('w1', { kind: 'whatsapp', url: 'https://wa.me/233241234567', title: 'Chat on WhatsApp' }),
  link('i1', { kind: 'instagram', platform: 'instagram', url: 'https://instagram.com/ama' }),
  link('c1', {
    kind: 'custom',
    url: 'https://shop.example/',
    title: 'My shop',
    thumbnailUrl: 'https://media.example.com/link-thumbnails/t.webp',
  }),
  link('e1', { kind: 'email', url: 'mailto:ama@example.com' }),
];

const profile = (fields: Partial<PublicProfile>): PublicProfile => ({
  username: 'ama',
  firstName: 'Ama',
  lastName: 'Owusu',
  bio: null,
  tagline: null,
  profilePicture: null,
  backgroundImage: null,
  country: null,
  website: null,
  isPublic: true,
  allowIndexing: true,
  showPoweredBy: true,
  hasResume: false,
  socialLinks: links,
  linksLayout: 'buttons',
  verificationBadges: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...fields,
});

function render(fields: Partial<PublicProfile>, language: 'en' | 'fr' = 'en') {
  const owner = { username: 'ama', displayName: 'Ama Owusu', language };
  const html = renderPublicPage(
    { kind: 'profile', site, owner, nav: [], profile: profile(fields) },
    assets,
    publicTextFor,
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return { html, doc };
}

describe('link buttons on the public profile', () => {
  it('draws each link as a labelled button through the click redirect, with its real brand mark', () => {
    const { doc } = render({});
    const buttons = [...doc.querySelectorAll<HTMLAnchorElement>('ul.link-buttons a')];
    expect(buttons.map((a) => a.textContent)).toEqual(['Chat on WhatsApp', 'Instagram', 'My shop', 'Email']);
    expect(buttons.map((a) => a.getAttribute('href'))).toEqual([
      'https://sparklink.example/api/r/w1',
      'https://sparklink.example/api/r/i1',
      'https://sparklink.example/api/r/c1',
      'https://sparklink.example/api/r/e1',
    ]);
    const whatsapp = buttons[0]!.querySelector('svg[data-icon="whatsapp"]')!;
    expect(whatsapp.getAttribute('aria-hidden')).toBe('true');
    expect(whatsapp.querySelector('path')!.getAttribute('d')).toBe(siWhatsapp.path);
    expect(whatsapp.querySelector('circle')!.getAttribute('fill')).toBe(`#${siWhatsapp.hex}`);
    expect(buttons[1]!.querySelector('path')!.getAttribute('d')).toBe(siInstagram.path);
    // A custom link shows its thumbnail, decorative: the title is its name.
    const thumbnail = buttons[2]!.querySelector('img')!;
    expect(thumbnail.getAttribute('src')).toBe('https://media.example.com/link-thumbnails/t.webp');
    expect(thumbnail.getAttribute('alt')).toBe('');
    expect(buttons[3]!.querySelector('[data-icon="email"]')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('inlines only the marks of the links shown', () => {
    const { html } = render({ socialLinks: links.slice(0, 2) });
    expect(html).toContain(siWhatsapp.path);
    expect(html).toContain(siInstagram.path);
    expect(html).not.toContain(siSpotify.path);
    expect(html.match(/data-icon="/g)).toHaveLength(2);
  });

  it('draws a row of icons named for screen readers when the owner chose icons, in the page language', () => {
    const { doc } = render({ linksLayout: 'icons' }, 'fr');
    expect(doc.querySelector('ul.link-buttons')).toBeNull();
    const icons = [...doc.querySelectorAll<HTMLAnchorElement>('ul.link-icons a')];
    expect(icons.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Ama Owusu sur Chat on WhatsApp',
      'Ama Owusu sur Instagram',
      'Ama Owusu sur My shop',
      'Ama Owusu sur E-mail',
    ]);
    expect(icons.every((a) => a.textContent === '')).toBe(true);
  });

  it('links straight to a rel="me" site and shows nothing without links', () => {
    const { doc } = render({
      socialLinks: [link('g1', { kind: 'github', platform: 'github', url: 'https://github.com/ama', relMe: true })],
    });
    const github = doc.querySelector<HTMLAnchorElement>('ul.link-buttons a')!;
    expect(github.getAttribute('href')).toBe('https://github.com/ama');
    expect(github.getAttribute('rel')).toBe('me noopener');
    expect(github.textContent).toBe('GitHub');
    expect(render({ socialLinks: [] }).doc.querySelector('ul.link-buttons, ul.link-icons')).toBeNull();
  });
});
