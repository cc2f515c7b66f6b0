import { ownerPagesKey } from '../../../lib/owner-pages-query';
import type { Page, UpdatePageInput } from '@sparklink/contract';
import { api } from '../../../lib/api-client';

/** The owner pages API (api-contract §4). Everything under the 'pages' key refreshes together. */
export const pagesKeys = {
  all: ['pages'] as const,
  list: ownerPagesKey,
  detail: (id: string) => ['pages', 'detail', id] as const,
};

/** Create needs type, title and slug; the editor always sends them. */
export type PageInput = UpdatePageInput;

export async function fetchPage(id: string, signal?: AbortSignal): Promise<Page> {
  return (await api<{ page: Page }>('GET', `/pages/${encodeURIComponent(id)}`, { signal })).data.page;
}

export async function createPage(body: PageInput): Promise<Page> {
  return (await api<{ page: Page }>('POST', '/pages', { body })).data.page;
}

export async function updatePage(id: string, body: PageInput): Promise<Page> {
  return (await api<{ page: Page }>('PUT', `/pages/${encodeURIComponent(id)}`, { body })).data.page;
}

export async function deletePage(id: string): Promise<void> {
  await api<null>('DELETE', `/pages/${encodeURIComponent(id)}`);
}

/** Sends the whole new order; the server renumbers 0..n-1 and answers with the list. */
export async function reorderPages(pages: readonly Page[]): Promise<Page[]> {
  const pageOrders = pages.map((page, order) => ({ id: page.id, order }));
  return (await api<{ pages: Page[] }>('POST', '/pages/reorder', { body: { pageOrders } })).data.pages;
}
