import type { NavEntry, OwnerSummary, PublicSite, PublicView } from '@sparklink/public-site/render';
import type { FastifyInstance } from 'fastify';
import { displayName, type PublicOwner } from '../public/public-owner';
import { toPublicPage } from '../pages/page-projection';
import type { PageRow } from '../pages/pages.repository';
import type { PageType } from '@sparklink/contract';

/** Small pieces every server-rendered public view carries. */
export const ownerSummary = (owner: PublicOwner): OwnerSummary => ({
  username: owner.username,
  displayName: displayName(owner),
  language: owner.language,
  look: owner.look,
});

export const siteOf = (app: FastifyInstance, owner: PublicOwner): PublicSite => ({
  origin: app.config.publicOrigin,
  allowIndexing: owner.allowIndexing,
});

export const navOf = (rows: Pick<PageRow, 'slug' | 'title' | 'type'>[]): NavEntry[] =>
  rows.map((row) => ({ slug: row.slug, title: row.title, type: row.type as PageType }));

/** What every view of one of an owner's pages carries, locked or open. */
export const pageCommon = (app: FastifyInstance, owner: PublicOwner, visible: Parameters<typeof navOf>[0]) => ({
  site: siteOf(app, owner),
  owner: ownerSummary(owner),
  nav: navOf(visible),
});

/** The view of a page the visitor may read. */
export const openPageView = (common: ReturnType<typeof pageCommon>, row: PageRow): PublicView => ({
  kind: 'page',
  ...common,
  page: toPublicPage(row),
});
