import type { Page } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem } from '../gallery/gallery.test-support';
import { toPage } from '../pages/page-projection';
import { findGalleryDocument, findPageDocument, findProfileDocument } from './document-reads';

const FIRST_PAGE = { category: null, page: 1 };

/**
 * Each public document's first view reads its owner and lists in one statement, the lists as JSON
 * (db/json-rows.ts). What comes out must be what the owner's own reads give, on both dialects:
 * order, booleans, timestamps, and JSON columns (a page's content may be a plain string).
 */
describe('public document reads', () => {
  let t: TestApp;
  let owner: TestUser;
  let ownPages: Page[];
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { tier: 'RISE', username: 'Abena', firstName: 'Abena' });
    const pages = [
      { type: 'ABOUT', title: 'Plain', slug: 'plain', isPublished: true, content: 'Just "quoted" text' },
      { type: 'CUSTOM', title: 'Draft', slug: 'draft', isPublished: false, content: { headline: 'Not yet' } },
      {
        type: 'PROJECTS',
        title: 'Work',
        slug: 'work',
        isPublished: true,
        content: { headline: 'Things', sections: [] },
      },
    ];
    for (const page of pages) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner.headers, payload: page });
      expect(res.statusCode).toBe(201);
    }
    ownPages = (await t.app.inject({ method: 'GET', url: '/api/pages', headers: owner.headers })).json().data.pages;
    const links = [
      { platform: 'github', url: 'https://github.com/abena' },
      { platform: 'website', url: 'https://abena.dev/' },
    ];
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/social-links',
      headers: owner.headers,
      payload: { links },
    });
    expect(saved.statusCode).toBe(200);
    await addItem(t.app, owner, { title: 'First', tags: 'clay,kiln' });
    await addItem(t.app, owner, { title: 'Second', category: 'Prints' });
  });
  afterAll(() => t.close());

  /** The statements a call sends to the database. */
  async function statementsOf<T>(read: () => Promise<T>): Promise<{ result: T; statements: number }> {
    const spy = vi.spyOn(t.app.db, 'executeQuery');
    try {
      const result = await read();
      return { result, statements: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  }

  it('reads a page document in one statement: every page in order, the content of the asked one only', async () => {
    const { result, statements } = await statementsOf(() => findPageDocument(t.app.db, 'abena', 'plain'));
    expect(statements).toBe(1);
    expect(result!.owner.username).toBe('Abena');
    expect(result!.pages.map((row) => row.slug)).toEqual(['plain', 'draft', 'work']);
    expect(result!.pages.map((row) => row.content)).toEqual(['"Just \\"quoted\\" text"', null, null]);
    const [plain] = result!.pages;
    // Booleans, timestamps and the JSON content read as the owner's own list reads them.
    expect(toPage(plain!, false)).toEqual(ownPages[0]);
    expect(result!.pages.map((row) => toPage(row, false).isPublished)).toEqual([true, false, true]);
  });

  it('reads a profile document in one statement: the profile row, its links and pages in order', async () => {
    const { result, statements } = await statementsOf(() => findProfileDocument(t.app.db, 'ABENA'));
    expect(statements).toBe(1);
    expect(result!.links.map((link) => [link.platform, link.url, link.sort_order])).toEqual([
      ['github', 'https://github.com/abena', 0],
      ['website', 'https://abena.dev/', 1],
    ]);
    expect(result!.pages.map((row) => row.title)).toEqual(['Plain', 'Draft', 'Work']);
    expect(result!.profile.bio).toBeNull();
  });

  it('reads a gallery document in one statement: the visible items as the public gallery lists them', async () => {
    const { result, statements } = await statementsOf(() => findGalleryDocument(t.app.db, 'abena', FIRST_PAGE));
    expect(statements).toBe(1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/public/abena/gallery' })).json().data.items;
    expect(result!.gallery.items).toEqual(listed);
    expect(listed.map((item: { tags: string[] }) => item.tags)).toEqual([['clay', 'kiln'], []]);
    expect(result!.pages).toHaveLength(3);
  });

  it('finds nothing for an unknown username', async () => {
    expect(await findProfileDocument(t.app.db, 'nobody')).toBeNull();
    expect(await findPageDocument(t.app.db, 'nobody', 'plain')).toBeNull();
    expect(await findGalleryDocument(t.app.db, 'nobody', FIRST_PAGE)).toBeNull();
  });
});
