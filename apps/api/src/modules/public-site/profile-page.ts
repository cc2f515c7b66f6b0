import type { PublicView } from '@sparklink/public-site/render';
import type { FastifyInstance } from 'fastify';
import type { ProfileDocument } from '../public/document-reads';
import { toPublicGalleryItem } from '../gallery/gallery-projection';
import { visibleOf } from '../public/public-pages.service';
import { toBool } from '../../db/values';
import { toPublicProfile } from '../public/public-profile.service';
import { profileCard } from './share-card';
import { navOf, ownerSummary, siteOf } from './public-views';

/** The view of /public/:username for a public profile, from what findProfileDocument read. */
export function profileView(app: FastifyInstance, document: ProfileDocument): PublicView {
  const { owner } = document;
  const profile = toPublicProfile(app, document);
  return {
    kind: 'profile',
    site: { ...siteOf(app, owner), shareCard: profileCard(app, owner, document.profile).url },
    owner: ownerSummary(app, owner),
    nav: navOf(visibleOf(document.pages, owner)),
    profile,
    // The owner's choice (decision 045); omitted when off, so the view is the same as before.
    ...(toBool(document.profile.show_gallery) && { gallery: document.gallery.map(toPublicGalleryItem) }),
  };
}
