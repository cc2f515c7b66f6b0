import type { NavEntry, OwnerSummary, PublicSite } from '@sparklink/web/public-render';
import type { FastifyInstance } from 'fastify';
import { displayName, type PublicOwner } from '../public/public-owner';
import type { PageRow } from '../pages/pages.repository';
import type { PageType } from '@sparklink/contract';

/** Small pieces every server-rendered public view carries. */
export const ownerSummary = (owner: PublicOwner): OwnerSummary => ({
  username: owner.username,
  displayName: displayName(owner),
  language: owner.language,
});

export const siteOf = (app: FastifyInstance, owner: PublicOwner): PublicSite => ({
  origin: app.config.publicOrigin,
  allowIndexing: owner.allowIndexing,
});

export const navOf = (rows: Pick<PageRow, 'slug' | 'title' | 'type'>[]): NavEntry[] =>
  rows.map((row) => ({ slug: row.slug, title: row.title, type: row.type as PageType }));
