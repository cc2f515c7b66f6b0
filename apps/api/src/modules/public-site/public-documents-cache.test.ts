import { gunzipSync } from 'node:zlib';
import { readableHtml } from '../../../test/helpers/html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers/factories';
import { createPortfolioOwner, PROTECTED_PAGE } from '../../../test/helpers/portfolio';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem } from '../gallery/gallery.test-support';

/** The card titles of a rendered gallery, in order. */
const cardTitles = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);

/**
 * The public page and the gallery come from the render cache like the profile, kept from their
 * second view (decision 030): a row changed behind the product's back (no owner write) is not
 * seen, which shows the answer was the kept one; each owner write shows at once; a protected page
 * is never kept, locked or unlocked.
 */
describe('cached public pages and gallery', () => {
  let t: TestApp;
  let owner: TestUser;
  let notesId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const portfolio = await createPortfolioOwner(t.app, [
      { type: 'ABOUT', title: 'Notes', slug: 'notes', isPublished: true, content: 'First words' },
      PROTECTED_PAGE,
    ]);
    owner = portfolio.owner;
    notesId = portfolio.pageIds[0]!;
    await addItem(t.app, owner, { title: 'Harbour', category: 'Travel' });
    await addItem(t.app, owner, { title: 'Market', category: 'Street' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const write = (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
  /** Changes a row directly, as no product path does: only an uncached render would show it. */
  const behindTheBack = (table: 'pages' | 'gallery_items', title: string) =>
    t.app.db.updateTable(table).set({ title }).where('user_id', '=', owner.id).where('title', '!=', 'Vault').execute();

  /** Views a document twice, so it is kept, and returns the first answer. */
  async function keptView(url: string) {
    const first = await get(url);
    expect((await get(url)).body).toBe(first.body);
    return first;
  }

  it('keeps a document from its second view, with the ETag its first view carried', async () => {
    const first = await get('/public/ama/pages/notes');
    expect(first.statusCode).toBe(200);
    expect(await t.app.publicCache.get('page:ama:notes')).toBeUndefined();
    expect((await get('/public/ama/pages/notes', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      304,
    );
    expect(await t.app.publicCache.get('page:ama:notes')).toMatchObject({ status: 200, etag: first.headers.etag });
    const gzipped = await get('/public/ama/pages/notes', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
  });

  it('serves a page from the cache, with its ETag and 304, until the owner edits it', async () => {
    const first = await keptView('/public/ama/pages/notes');
    expect(await t.app.publicCache.get('page:ama:notes')).toMatchObject({ status: 200, etag: first.headers.etag });
    await behindTheBack('pages', 'Changed behind the back');
    const again = await get('/public/AMA/pages/notes');
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await get('/public/ama/pages/notes', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(
      304,
    );

    expect((await write('PUT', `/api/pages/${notesId}`, { title: 'Notes', content: 'Second words' })).statusCode).toBe(
      200,
    );
    const edited = await get('/public/ama/pages/notes', { 'if-none-match': first.headers.etag as string });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain('Second words');
    expect(edited.body).not.toContain('First words');
  });

  it('serves the gallery from the cache until an upload, an edit, a reorder or a delete, each shown at once', async () => {
    const first = await keptView('/public/ama/gallery');
    expect(cardTitles(first.body)).toEqual(['Harbour', 'Market']);
    await behindTheBack('gallery_items', 'Changed behind the back');
    expect((await get('/public/ama/gallery')).body).toBe(first.body);

    const added = await addItem(t.app, owner, { title: 'Dunes', category: 'Travel' });
    expect(cardTitles((await get('/public/ama/gallery')).body)).toEqual([
      'Changed behind the back',
      'Changed behind the back',
      'Dunes',
    ]);
    expect((await write('PUT', `/api/gallery/${added.id}`, { title: 'Dunes at noon' })).statusCode).toBe(200);
    expect(cardTitles((await get('/public/ama/gallery')).body)).toContain('Dunes at noon');

    const ids = await itemIds();
    const reordered = [added.id, ...ids.filter((id) => id !== added.id)];
    const reorder = await write('POST', '/api/gallery/reorder', {
      itemOrders: reordered.map((id, order) => ({ id, order })),
    });
    expect(reorder.statusCode).toBe(200);
    expect(cardTitles((await get('/public/ama/gallery')).body)[0]).toBe('Dunes at noon');

    expect((await write('DELETE', `/api/gallery/${added.id}`)).statusCode).toBe(200);
    expect(cardTitles((await get('/public/ama/gallery')).body)).not.toContain('Dunes at noon');
  });

  async function itemIds(): Promise<string[]> {
    const rows = await t.app.db
      .selectFrom('gallery_items')
      .select('id')
      .where('user_id', '=', owner.id)
      .orderBy('sort_order')
      .execute();
    return rows.map((row) => row.id);
  }

  it('keeps a category of the gallery, never a made-up one or a page past the last', async () => {
    const travel = await keptView('/public/ama/gallery?category=Travel');
    expect(travel.statusCode).toBe(200);
    expect(await t.app.publicCache.get('gallery:ama:1?Travel')).toBeDefined();
    const madeUp = await keptView('/public/ama/gallery?category=Nothing-here');
    expect(madeUp.statusCode).toBe(200);
    expect(madeUp.body).toContain('0 images in Nothing-here');
    expect(await t.app.publicCache.get('gallery:ama:1?Nothing-here')).toBeUndefined();
    const pastTheLast = await keptView('/public/ama/gallery?page=2');
    expect(pastTheLast.statusCode).toBe(404);
    expect(await t.app.publicCache.get('gallery:ama:2')).toBeUndefined();
  });

  it('shows a new display name in the chrome of the page and the gallery at once', async () => {
    await keptView('/public/ama/pages/notes');
    await keptView('/public/ama/gallery');
    expect((await write('PUT', '/api/profile', { firstName: 'Amaris' })).statusCode).toBe(200);
    expect(readableHtml((await get('/public/ama/pages/notes')).body)).toContain('<title>Notes · Amaris Owusu</title>');
    expect(readableHtml((await get('/public/ama/gallery')).body)).toContain('<title>Amaris Owusu · Gallery</title>');
  });

  it('never keeps a protected page, locked or unlocked, and a visitor without the cookie gets it locked', async () => {
    const locked = await keptView('/public/ama/pages/vault');
    expect(locked.body).toContain('This page requires a password to view');
    expect(await t.app.publicCache.get('page:ama:vault')).toBeUndefined();

    const unlock = await t.app.inject({
      method: 'POST',
      url: '/public/ama/pages/vault',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `password=${PROTECTED_PAGE.password}`,
    });
    expect(unlock.statusCode).toBe(303);
    const cookie = `${unlock.cookies[0]!.name}=${unlock.cookies[0]!.value}`;
    const open = await get('/public/ama/pages/vault', { cookie });
    expect((await get('/public/ama/pages/vault', { cookie })).body).toBe(open.body);
    expect(open.body).toContain('Behind the door');
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect(await t.app.publicCache.get('page:ama:vault')).toBeUndefined();

    const anonymous = await get('/public/ama/pages/vault');
    expect(anonymous.body).toContain('This page requires a password to view');
    expect(anonymous.body).not.toContain('Behind the door');
  });

  it('shows a page protected after it was cached as locked, to every visitor', async () => {
    expect((await keptView('/public/ama/pages/notes')).body).toContain('Second words');
    expect(await t.app.publicCache.get('page:ama:notes')).toBeDefined();
    const protect = await write('PUT', `/api/pages/${notesId}`, { isPasswordProtected: true, password: 'late-pass' });
    expect(protect.statusCode).toBe(200);
    const res = await get('/public/ama/pages/notes');
    expect(res.body).toContain('This page requires a password to view');
    expect(res.body).not.toContain('Second words');
    expect(await t.app.publicCache.get('page:ama:notes')).toBeUndefined();
  });
});
