import type { Page } from '@sparklink/contract';

let next = 0;

export function makePage(fields: Partial<Page> = {}): Page {
  next += 1;
  return {
    id: `page-${next}`,
    type: 'CUSTOM',
    title: `Page ${next}`,
    slug: `page-${next}`,
    content: {},
    order: next,
    isPublished: false,
    publishedAt: null,
    isPasswordProtected: false,
    lockedByPlan: false,
    publishAt: null,
    unpublishAt: null,
    createdAt: '2025-07-26T10:15:00.000Z',
    updatedAt: '2025-07-26T10:15:00.000Z',
    ...fields,
  };
}
