import type { PublicProfile } from '@sparklink/contract';
import type { PublicText } from './public-text';
import { profileHref, type HeadTags, type OwnerSummary, type PublicSite } from './public-view';
import { shareCardTags } from './share-card-head';

/** Open Graph wants a territory: the one each language's readers most often mean. */
const OG_LOCALE: Record<OwnerSummary['language'], string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES', de: 'de_DE' };

/**
 * What a shared profile link shows elsewhere: title, description, canonical URL, Open Graph and
 * Twitter card with the profile picture, and a schema.org Person with the social links as sameAs.
 */
export function profileHead(
  site: PublicSite,
  owner: OwnerSummary,
  profile: PublicProfile,
  t: PublicText['t'],
): HeadTags {
  const url = `${site.origin}${profileHref(owner)}`;
  const description = (
    profile.tagline ||
    profile.bio ||
    t('public.head.profileDescription', { name: owner.displayName })
  ).slice(0, 200);
  const title = `${owner.displayName} · SparkLink`;
  const social: Record<string, string> = {
    'og:type': 'profile',
    'og:site_name': 'SparkLink',
    'og:title': owner.displayName,
    'og:description': description,
    'og:url': url,
    'og:locale': OG_LOCALE[owner.language],
    'twitter:card': 'summary',
    'twitter:title': owner.displayName,
    'twitter:description': description,
  };
  if (site.shareCard) {
    Object.assign(social, shareCardTags(site.shareCard, t('public.head.cardAlt', { name: owner.displayName })));
  } else if (profile.profilePicture) {
    social['og:image'] = profile.profilePicture;
    social['twitter:image'] = profile.profilePicture;
  }
  return {
    title,
    description,
    robots: site.allowIndexing ? 'index, follow' : 'noindex, nofollow',
    canonical: url,
    social,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: owner.displayName,
      url,
      ...(profile.tagline || profile.bio ? { description } : {}),
      ...(profile.profilePicture ? { image: profile.profilePicture } : {}),
      sameAs: profile.socialLinks.filter((link) => /^https?:/.test(link.url)).map((link) => link.url),
    },
  };
}
