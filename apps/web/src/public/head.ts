import { PUBLIC_MESSAGES as MESSAGES } from '@sparklink/contract/public-messages';
import { profileHead } from './profile-head';
import type { HeadTags, PublicPage, PublicView } from './public-view';

const SITE = 'SparkLink';
const NOINDEX = 'noindex, nofollow';

function describePage(page: PublicPage): string {
  const content = page.content;
  if (typeof content === 'string') return content.slice(0, 160);
  const text = content.headline || content.subheading || content.sections?.find((s) => s.content)?.content || '';
  return (text || page.title).slice(0, 160);
}

/** Head tags for each view. Error and locked views are never indexed. */
export function headFor(view: PublicView): HeadTags {
  switch (view.kind) {
    case 'profile-not-found':
      return {
        title: `${MESSAGES.profileNotFoundTitle} · ${SITE}`,
        description: 'This SparkLink profile does not exist or has moved.',
        robots: NOINDEX,
      };
    case 'profile-private':
      return { title: `${MESSAGES.profilePrivate} · ${SITE}`, description: MESSAGES.profilePrivate, robots: NOINDEX };
    case 'profile':
      return profileHead(view.site, view.owner, view.profile);
    case 'page-not-found':
      return {
        title: `Page Not Found · ${view.owner.displayName}`,
        description: 'This page does not exist.',
        robots: NOINDEX,
      };
    case 'page-locked':
      return {
        title: `Password Protected · ${view.owner.displayName}`,
        description: 'This page requires a password to view',
        robots: NOINDEX,
      };
    case 'page':
      return {
        title: `${view.page.title} · ${view.owner.displayName}`,
        description: describePage(view.page),
        robots: view.site.allowIndexing ? 'index, follow' : NOINDEX,
        canonical: `${view.site.origin}/public/${view.owner.username}/pages/${view.page.slug}`,
      };
    case 'gallery':
      return {
        title: `${view.owner.displayName} · Gallery`,
        description: `Images by ${view.owner.displayName} on ${SITE}.`,
        robots: view.site.allowIndexing ? 'index, follow' : NOINDEX,
        canonical: `${view.site.origin}/public/${view.owner.username}/gallery`,
      };
  }
}
