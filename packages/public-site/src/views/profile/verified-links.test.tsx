import type { PublicProfile, PublicSocialLink } from '@sparklink/contract';
import { describe, expect, it } from 'vitest';
import { publicTextFor } from '../../../test/public-text';
import { renderPublicPage } from '../../render';

/** Verified links (decision 055): the check mark and the Verifications tile. */

const link = (id: string, verified: boolean): PublicSocialLink => ({
  id,
  platform: 'website',
  url: `https://${id}.example/`,
  order: 0,
  clickUrl: `https://sparklink.example/api/r/${id}`,
  relMe: true,
  kind: 'website',
  title: id,
  thumbnailUrl: null,
  verified,
});

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
  socialLinks: [link('one', true), link('two', false), link('three', true)],
  linksLayout: 'buttons',
  verificationBadges: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...fields,
});

function render(fields: Partial<PublicProfile>, language: 'en' | 'fr' = 'en') {
  const owner = { username: 'ama', displayName: 'Ama Owusu', language };
  const site = { origin: 'https://sparklink.example', allowIndexing: true };
  const assets = { script: '/assets/public.js', beacon: '/assets/beacon.js', styles: ['/assets/public.css'] };
  const html = renderPublicPage(
    { kind: 'profile', site, owner, nav: [], profile: profile(fields) },
    assets,
    publicTextFor,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const marks = (doc: Document) =>
  [...doc.querySelectorAll('.link-verified')].map((mark) => [
    mark.closest('li')!.textContent,
    mark.getAttribute('role'),
    mark.getAttribute('aria-label'),
  ]);

const tile = (doc: Document, label: string) =>
  [...doc.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

describe('verified links on the public profile', () => {
  it('marks each verified link with a named check mark, in both layouts, and the tile counts them', () => {
    const name = 'Verified: this site links back to the portfolio';
    for (const linksLayout of ['buttons', 'icons'] as const) {
      const doc = render({ linksLayout });
      expect(marks(doc).map(([, role, label]) => [role, label])).toEqual([
        ['img', name],
        ['img', name],
      ]);
      expect(tile(doc, 'Verifications')).toBe('2');
    }
    expect(marks(render({})).map(([text]) => text)).toEqual(['one', 'three']);
  });

  it('adds the proofs to the badges the account already holds, and says it in French', () => {
    const doc = render({ verificationBadges: [{ type: 'identity', verifiedAt: null }] }, 'fr');
    expect(doc.querySelector('.link-verified')!.getAttribute('aria-label')).toBe(
      'Vérifié : ce site renvoie vers le portfolio',
    );
    expect(tile(doc, 'Vérifications')).toBe('3');
  });

  it('shows no mark and counts nothing when no link is verified', () => {
    const doc = render({ socialLinks: [link('one', false)] });
    expect(doc.querySelectorAll('.link-verified')).toHaveLength(0);
    expect(tile(doc, 'Verifications')).toBe('0');
  });
});
