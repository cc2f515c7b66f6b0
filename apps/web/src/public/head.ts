import { MESSAGES } from '@sparklink/contract/messages';
import type { HeadTags, PublicView } from './public-view';

const SITE = 'SparkLink';

/** Head tags for each view. Error views are never indexed. */
export function headFor(view: PublicView): HeadTags {
  switch (view.kind) {
    case 'profile-not-found':
      return {
        title: `${MESSAGES.profileNotFoundTitle} · ${SITE}`,
        description: 'This SparkLink profile does not exist or has moved.',
        robots: 'noindex, nofollow',
      };
    case 'profile-private':
      return {
        title: `${MESSAGES.profilePrivate} · ${SITE}`,
        description: MESSAGES.profilePrivate,
        robots: 'noindex, nofollow',
      };
  }
}
