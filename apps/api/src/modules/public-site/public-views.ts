import type { NavEntry, OwnerSummary, PublicSite, PublicView } from '@sparklink/public-site/render';
import type { FastifyInstance } from 'fastify';
import { displayName, type PublicOwner } from '../public/public-owner';
import { toPublicPage } from '../pages/page-projection';
import type { PageRow } from '../pages/pages.repository';
import type { PageType } from '@sparklink/contract';
import { portfolioAddress } from './portfolio-address';
import { pageShareCard, type CardProfile } from './share-card';

/** Small pieces every server-rendered public view carries. */
export const ownerSummary = (app: FastifyInstance, owner: PublicOwner): OwnerSummary => ({
  username: owner.username,
  displayName: displayName(owner),
  language: owner.language,
  avatar: owner.avatar,
  look: owner.look,
  home: portfolioAddress(app, owner).home,
});

export const siteOf = (app: FastifyInstance, owner: PublicOwner): PublicSite => {
  const address = portfolioAddress(app, owner);
  return {
    origin: address.origin,
    allowIndexing: owner.allowIndexing,
    // On the owner's domain, "SparkLink" leads to ours, not to the portfolio's root.
    ...(address.domain ? { productHome: `${app.config.publicOrigin}/` } : {}),
  };
};

export const navOf = (rows: Pick<PageRow, 'slug' | 'title' | 'type'>[]): NavEntry[] =>
  rows.map((row) => ({ slug: row.slug, title: row.title, type: row.type as PageType }));

/** What every view of one of an owner's pages carries, locked or open. */
export const pageCommon = (app: FastifyInstance, owner: PublicOwner, visible: Parameters<typeof navOf>[0]) => ({
  site: siteOf(app, owner),
  owner: ownerSummary(app, owner),
  nav: navOf(visible),
});

/** The view of a page the visitor may read, with its share card (the portfolio's for a protected page). */
export const openPageView = (
  common: ReturnType<typeof pageCommon>,
  row: PageRow,
  card: { app: FastifyInstance; owner: PublicOwner; profile: CardProfile },
): PublicView => ({
  kind: 'page',
  ...common,
  site: { ...common.site, shareCard: pageShareCard(card.app, card.owner, card.profile, row).url },
  page: toPublicPage(row),
});
