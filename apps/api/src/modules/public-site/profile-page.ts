import type { PublicView } from '@sparklink/web/public-render';
import type { FastifyInstance } from 'fastify';
import { getPublicProfile, type OwnerWithProfile } from '../public/public-profile.service';
import { listVisiblePages } from '../public/public-pages.service';
import { navOf, ownerSummary, siteOf } from './public-views';

/** The view of /public/:username for a public profile. */
export async function profileView(app: FastifyInstance, found: OwnerWithProfile): Promise<PublicView> {
  const { owner } = found;
  const [profile, visible] = await Promise.all([getPublicProfile(app, found), listVisiblePages(app, owner)]);
  return { kind: 'profile', site: siteOf(app, owner), owner: ownerSummary(owner), nav: navOf(visible), profile };
}
