import { PUBLIC_MESSAGES as MESSAGES } from '@sparklink/contract/public-messages';
import type { PublicText } from './public-text';
import { pageSocial } from './page-head';
import { profileHead } from './profile-head';
import { galleryHref } from './views/gallery/category-filter';
import {
  homePath,
  isPastLastPage,
  type HeadTags,
  type PublicGallery,
  type PublicPage,
  type PublicView,
} from './public-view';

const SITE = 'SparkLink';
const NOINDEX = 'noindex, nofollow';

function describePage(page: PublicPage): string {
  const content = page.content;
  if (typeof content === 'string') return content.slice(0, 160);
  const text = content.headline || content.subheading || content.sections?.find((s) => s.content)?.content || '';
  return (text || page.title).slice(0, 160);
}

/**
 * Head tags for each view. Error and locked views, a page behind a password even once unlocked,
 * and a gallery page past the last, are never indexed.
 */
export function headFor(view: PublicView, { t, message }: PublicText): HeadTags {
  switch (view.kind) {
    case 'profile-not-found':
      return {
        title: `${message(MESSAGES.profileNotFoundTitle)} · ${SITE}`,
        description: t('public.head.notFoundDescription'),
        robots: NOINDEX,
      };
    case 'profile-private':
      return {
        title: `${message(MESSAGES.profilePrivate)} · ${SITE}`,
        description: message(MESSAGES.profilePrivate),
        robots: NOINDEX,
      };
    case 'profile':
      return profileHead(view.site, view.owner, view.profile, t);
    case 'page-not-found':
      return {
        title: `${t('public.page.notFoundTitle')} · ${view.owner.displayName}`,
        description: t('public.head.pageNotFoundDescription'),
        robots: NOINDEX,
      };
    case 'page-locked':
      return {
        title: `${t('public.page.passwordTitle')} · ${view.owner.displayName}`,
        description: t('public.page.passwordText'),
        robots: NOINDEX,
        ...pageSocial(view, t),
      };
    case 'page':
      return {
        title: `${view.page.title} · ${view.owner.displayName}`,
        description: describePage(view.page),
        robots: view.site.allowIndexing && !view.page.isPasswordProtected ? 'index, follow' : NOINDEX,
        canonical: `${view.site.origin}${homePath(view.owner)}/pages/${view.page.slug}`,
        ...pageSocial(view, t, describePage(view.page)),
      };
    case 'gallery':
      return {
        title: t('public.head.galleryTitle', { name: view.owner.displayName }),
        description: t('public.head.galleryDescription', { name: view.owner.displayName }),
        robots: view.site.allowIndexing && !isPastLastPage(view.gallery) ? 'index, follow' : NOINDEX,
        canonical: `${view.site.origin}${canonicalGalleryPath(homePath(view.owner), view.gallery)}`,
      };
  }
}

/** Every category's first page stands for the gallery; a later page is a document of its own. */
function canonicalGalleryPath(home: string, { category, page, pageCount }: PublicGallery): string {
  return page > 1 && page <= pageCount ? galleryHref(home, category, page) : galleryHref(home, null);
}
