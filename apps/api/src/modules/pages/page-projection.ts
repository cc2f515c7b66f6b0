import type { Page, PageContent, PageType, PublicPageSummary } from '@sparklink/contract';
import { fromJson, toBool, toIso, toIsoOrNull } from '../../db/values';
import type { PageRow, PageSummaryRow } from './pages.repository';

export function toPage(row: PageRow, lockedByPlan: boolean): Page {
  return {
    id: row.id,
    type: row.type as PageType,
    title: row.title,
    slug: row.slug,
    content: (fromJson<PageContent>(row.content as PageContent | string) ?? {}) as PageContent,
    order: row.sort_order,
    isPublished: toBool(row.is_published),
    publishedAt: toIsoOrNull(row.published_at),
    isPasswordProtected: toBool(row.is_password_protected),
    lockedByPlan,
    publishAt: toIsoOrNull(row.publish_at),
    unpublishAt: toIsoOrNull(row.unpublish_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

export function toPublicSummary(row: PageSummaryRow): PublicPageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type as PageType,
    order: row.sort_order,
    isPublished: true,
    isPasswordProtected: toBool(row.is_password_protected),
  };
}

/** The public page object (api-contract §8.2): the owner view without lockedByPlan nor the owner's schedule. */
export function toPublicPage(row: PageRow): Omit<Page, 'lockedByPlan' | 'publishAt' | 'unpublishAt'> {
  const { lockedByPlan: _locked, publishAt: _from, unpublishAt: _until, ...page } = toPage(row, false);
  return page;
}
