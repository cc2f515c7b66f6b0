import type { PublicText } from './public-text';
import { homePath, type HeadTags, type PublicView } from './public-view';
import { shareCardTags } from './share-card-head';

type PageView = Extract<PublicView, { kind: 'page' | 'page-locked' }>;

/**
 * Open Graph and Twitter tags of a page. A page behind a password, locked or not, shares as the
 * portfolio: the owner's name and card, never its title or content (decision 046).
 */
export function pageSocial(view: PageView, t: PublicText['t'], description?: string): Pick<HeadTags, 'social'> {
  const { shareCard } = view.site;
  if (!shareCard) return {};
  const { owner } = view;
  const open = view.kind === 'page' && !view.page.isPasswordProtected ? view.page : null;
  const title = open ? open.title : owner.displayName;
  const alt = open
    ? t('public.head.pageCardAlt', { title: open.title, name: owner.displayName })
    : t('public.head.cardAlt', { name: owner.displayName });
  const text = open && description ? description : t('public.head.profileDescription', { name: owner.displayName });
  return {
    social: {
      'og:type': 'website',
      'og:site_name': 'SparkLink',
      'og:title': title,
      'og:description': text,
      ...(open ? { 'og:url': `${view.site.origin}${homePath(owner)}/pages/${open.slug}` } : {}),
      'twitter:title': title,
      'twitter:description': text,
      ...shareCardTags(shareCard, alt),
    },
  };
}
