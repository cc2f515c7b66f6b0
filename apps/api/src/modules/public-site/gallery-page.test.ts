import type { GalleryItem } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { addItem, insertRows } from '../gallery/gallery.test-support';
import { findGalleryDocument } from '../public/document-reads';
import { readableHtml } from '../../../test/helpers/html';
import { galleryView } from './gallery-page';

/** The rendered markup as read, without the island props carried in data-props attributes. */
const markupOf = (body: string) => readableHtml(body).replace(/ data-props="[^"]*"/g, '');
const imgOf = (markup: string, alt: string) => markup.match(new RegExp(`<img [^>]*alt="${alt}"[^>]*>`))?.[0];

describe('server-rendered public gallery /public/:username/gallery', () => {
  let t: TestApp;
  let owner: TestUser;
  let items: Record<string, GalleryItem>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'efua', firstName: 'Efua', lastName: 'Mensah' });
    await t.app.inject({
      method: 'POST',
      url: '/api/pages',
      headers: owner.headers,
      payload: { type: 'ABOUT', title: 'About me', slug: 'about', isPublished: true },
    });
    items = {
      harbour: await addItem(t.app, owner, {
        title: 'Harbour',
        description: 'Boats at dawn',
        category: 'Travel',
        tags: 'sea,boats,dawn,fishing,ghana',
      }),
      market: await addItem(t.app, owner, { title: 'Market', category: 'Street', tags: 'people' }),
      dunes: await addItem(t.app, owner, { title: 'Dunes', category: 'Travel' }),
      hidden: await addItem(t.app, owner, { title: 'Hidden draft', category: 'Secret', isVisible: 'false' }),
      injected: await addItem(t.app, owner, { title: '<img src=x onerror=alert(1)>' }),
    };
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders the head, the back link, the portfolio navigation and the count of visible images', async () => {
    const res = await get('/public/EFUA/gallery');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(readableHtml(res.body)).toContain('<title>Efua Mensah · Gallery</title>');
    expect(res.body).toContain('<meta name="description" content="Images by Efua Mensah on SparkLink."/>');
    expect(res.body).toContain('<meta name="robots" content="index, follow"/>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/public/efua/gallery"/>');
    const markup = markupOf(res.body);
    expect(markup).toMatch(/<a href="\/public\/efua"[^>]*>← Back to profile<\/a>/);
    expect(markup).toMatch(/<h1[^>]*>Gallery<\/h1>/);
    expect(markup).toContain('href="/public/efua/pages/about"');
    expect(markup).toMatch(/<p[^>]*>4 images<\/p>/);
  });

  it('renders cards: a lazy thumbnail with its stored size linking to the full image, text, 3 tags and +N', async () => {
    const markup = markupOf((await get('/public/efua/gallery')).body);
    const harbour = items.harbour!;
    const img = imgOf(markup, 'Harbour');
    expect(img).toContain(`src="${harbour.thumbnailUrl}"`);
    expect(img).toContain('loading="lazy"');
    expect(img).toContain(`width="${harbour.width}"`);
    expect(img).toContain(`height="${harbour.height}"`);
    expect(markup).toContain(`<a href="${harbour.imageUrl}"`);
    expect(markup).toMatch(/<h2[^>]*>Harbour<\/h2>/);
    expect(markup).toContain('Boats at dawn');
    for (const tag of ['sea', 'boats', 'dawn']) expect(markup).toMatch(new RegExp(`<li[^>]*>${tag}</li>`));
    expect(markup).not.toMatch(/<li[^>]*>fishing<\/li>/);
    expect(markup).toMatch(/<li[^>]*>\+2<\/li>/);
    expect(markup).toContain('grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4');
  });

  it('never shows hidden items, in the markup or in the island props', async () => {
    const res = await get('/public/efua/gallery');
    expect(res.body).not.toContain('Hidden draft');
    expect(res.body).not.toContain(items.hidden!.id);
    expect(res.body).not.toContain('Secret');
  });

  it('escapes user text in the markup; the lightbox island carries only its words, the cards are its data', async () => {
    const res = await get('/public/efua/gallery');
    expect(res.body).not.toContain('<img src=x');
    expect(markupOf(res.body)).toContain('alt="&lt;img src=x onerror=alert(1)&gt;"');
    expect(markupOf(res.body)).toContain('>&lt;img src=x onerror=alert(1)&gt;</h2>');
    const props = /data-island="gallery-lightbox" data-props="([^"]*)"/.exec(res.body)?.[1];
    expect(props).toBe(
      '{&quot;labels&quot;:{&quot;close&quot;:&quot;Close&quot;,&quot;previous&quot;:&quot;Previous image&quot;,' +
        '&quot;next&quot;:&quot;Next image&quot;,&quot;position&quot;:&quot;{index} of {total}&quot;}}',
    );
  });

  it('filters by ?category= on the server, with links for All Categories and each category', async () => {
    const all = markupOf((await get('/public/efua/gallery')).body);
    expect(all).toMatch(/<a href="\/public\/efua\/gallery"[^>]*aria-current="page"[^>]*>All Categories<\/a>/);
    expect(all).toMatch(/<a href="\/public\/efua\/gallery\?category=Street"[^>]*>Street<\/a>/);
    expect(all).toMatch(/<a href="\/public\/efua\/gallery\?category=Travel"[^>]*>Travel<\/a>/);

    const travelPage = (await get('/public/efua/gallery?category=Travel')).body;
    expect(travelPage).not.toContain('Market');
    const travel = markupOf(travelPage);
    expect(travel).toMatch(/<p[^>]*>2 images in Travel<\/p>/);
    expect(travel).toMatch(
      /<a href="\/public\/efua\/gallery\?category=Travel"[^>]*aria-current="page"[^>]*>Travel<\/a>/,
    );
    expect(imgOf(travel, 'Harbour')).toBeDefined();
    expect(imgOf(travel, 'Dunes')).toBeDefined();
    expect(imgOf(travel, 'Market')).toBeUndefined();

    const street = markupOf((await get('/public/efua/gallery?category=Street')).body);
    expect(street).toMatch(/<p[^>]*>1 image in Street<\/p>/);
  });

  it('reads a category no item can hold (a NUL) as every category', async () => {
    const res = await get('/public/efua/gallery?category=%EF%BF%BD%00');
    expect(res.statusCode).toBe(200);
    expect(markupOf(res.body)).toMatch(/<p[^>]*>4 images<\/p>/);
  });

  it("shows 'No images in this category' with a link to all images for an empty category", async () => {
    const markup = markupOf((await get('/public/efua/gallery?category=Nowhere')).body);
    expect(markup).toMatch(/<p[^>]*>0 images in Nowhere<\/p>/);
    expect(markup).toMatch(/<h2[^>]*>No images in this category<\/h2>/);
    expect(markup).toMatch(/<a href="\/public\/efua\/gallery"[^>]*>View All Images<\/a>/);
    // No gallery image; the only <img> is the view pixel for visitors without JavaScript.
    expect(markup.replace(/<noscript>.*?<\/noscript>/, '')).not.toContain('<img ');
  });

  it("shows 'No images yet' for a gallery with nothing visible, and noindex when indexing is off", async () => {
    const quiet = await createUser(t.app, { username: 'quiet', firstName: 'Quiet' });
    await addItem(t.app, quiet, { title: 'Not yet', isVisible: 'false' });
    await t.app.db.updateTable('profiles').set({ allow_indexing: false }).where('user_id', '=', quiet.id).execute();
    // What every owner write does after it: no document rendered before it is served (decision 032).
    await t.app.publicCache.invalidateOwner(quiet.id);
    const res = await get('/public/quiet/gallery');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const markup = markupOf(res.body);
    expect(markup).toMatch(/<p[^>]*>0 images<\/p>/);
    expect(markup).toMatch(/<h2[^>]*>No images yet<\/h2>/);
    expect(markup).toContain('This gallery is empty. Check back later for updates!');
    expect(markup).not.toContain('View All Images');
    expect(markup).not.toContain('All Categories');
  });

  it("answers 'Profile Not Found' (404) for an unknown user and 'This profile is private' (403)", async () => {
    const missing = await get('/public/nobody-at-all/gallery');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<h1[^>]*>Profile Not Found<\/h1>/);

    const shy = await createUser(t.app, { username: 'shy' });
    await addItem(t.app, shy, { title: 'Shy photo' });
    await t.app.db.updateTable('profiles').set({ is_public: false }).where('user_id', '=', shy.id).execute();
    await t.app.publicCache.invalidateOwner(shy.id);
    const hidden = await get('/public/shy/gallery');
    expect(hidden.statusCode).toBe(403);
    expect(hidden.body).toMatch(/<h1[^>]*>This profile is private<\/h1>/);
    expect(hidden.body).not.toContain('Shy photo');
  });

  it('reads the items, their count and categories from one listing, as the JSON gallery lists them', async () => {
    const mixed = await createUser(t.app, { username: 'mixed' });
    await insertRows(t.app, mixed.id, 7); // "Row 0" … "Row 6", sort_order 0 … 6, each newer than the last
    const arrangement: Array<[title: string, category: string | null, visible: boolean, order: number]> = [
      ['Row 0', 'travel', true, 0],
      ['Row 1', 'Art', true, 1],
      ['Row 2', null, true, 2],
      ['Row 3', 'Hidden only', false, 3],
      ['Row 4', 'travel', true, 0], // ties with Row 0 on order; newer, so first
      ['Row 5', 'Art', false, 5],
      ['Row 6', 'Zebra', true, 6],
    ];
    for (const [title, category, visible, order] of arrangement) {
      await t.app.db
        .updateTable('gallery_items')
        .set({ category, is_visible: visible, sort_order: order })
        .where('user_id', '=', mixed.id)
        .where('title', '=', title)
        .execute();
    }
    const document = await findGalleryDocument(t.app.db, 'mixed', { category: null, page: 1 });
    const { gallery } = galleryView(t.app, document!, null, 1);
    expect(gallery.items.map((item) => item.title)).toEqual(['Row 4', 'Row 0', 'Row 1', 'Row 2', 'Row 6']);
    // Sorted as people read (localeCompare), not by code point, which would put "Zebra" before "travel".
    expect(gallery.categories).toEqual(['Art', 'travel', 'Zebra']);
    expect(gallery.totalCount).toBe(5);
    const listed = (await get('/api/public/mixed/gallery?limit=500')).json().data;
    expect(gallery).toEqual({
      items: listed.items,
      categories: listed.categories,
      category: null,
      totalCount: listed.totalCount,
      count: listed.totalCount,
      page: 1,
      pageCount: 1,
      firstIndex: 0,
    });

    const art = galleryView(
      t.app,
      (await findGalleryDocument(t.app.db, 'mixed', { category: 'Art', page: 1 }))!,
      'Art',
      1,
    );
    // Row 5 is in Art too, but hidden: neither shown nor counted.
    expect(art.gallery.items.map((item) => item.title)).toEqual(['Row 1']);
    expect([art.gallery.count, art.gallery.totalCount]).toEqual([1, 5]);
    expect(art.gallery.categories).toEqual(['Art', 'travel', 'Zebra']);
  });
});

/** Decision 031: the public gallery sends a page of cards at a time, with plain links between pages. */
describe('the public gallery, a page of cards at a time', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { username: 'kofi', firstName: 'Kofi' });
    await insertRows(t.app, owner.id, 51); // "Row 0" … "Row 50" in that order
    await t.app.db.updateTable('gallery_items').set({ is_visible: false }).where('title', '=', 'Row 7').execute();
    await t.app.db
      .updateTable('gallery_items')
      .set({ category: 'Art' })
      .where('user_id', '=', owner.id)
      .where('sort_order', '>=', 20)
      .execute(); // Row 20 … Row 50: 31 in Art
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const titlesOf = (body: string) => [...body.matchAll(/<img [^>]*alt="(Row \d+)"/g)].map((match) => match[1]);
  const placesOf = (body: string) => [...body.matchAll(/data-lightbox="(\d+)"/g)].map((match) => Number(match[1]));
  const pagerOf = (body: string) => markupOf(body).match(/<nav aria-label="Gallery pages"[^>]*>.*?<\/nav>/)?.[0];
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => from + index);

  it('shows the first 24 visible cards, counts all 50, and links to the next page', async () => {
    const res = await get('/public/kofi/gallery');
    expect(res.statusCode).toBe(200);
    const markup = markupOf(res.body);
    expect(markup).toMatch(/<p[^>]*>50 images<\/p>/);
    expect(markup).toMatch(/<ul [^>]*data-gallery-total="50"/);
    // Row 7 is hidden, so the first page runs to Row 24.
    expect(titlesOf(res.body)).toEqual(
      range(0, 25)
        .filter((n) => n !== 7)
        .map((n) => `Row ${n}`),
    );
    expect(placesOf(res.body)).toEqual(range(0, 24));
    expect(pagerOf(res.body)).toBe(
      '<nav aria-label="Gallery pages" class="mt-8 flex flex-wrap justify-center gap-4">' +
        '<a href="/public/kofi/gallery?page=2" rel="next" class="inline-block rounded-lg bg-white px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-100 aria-busy:cursor-progress aria-busy:opacity-60" data-gallery-more="true">Show more images</a>' +
        '</nav>',
    );
  });

  it('shows each later page as the JSON gallery pages it, with links both ways and a canonical of its own', async () => {
    const second = await get('/public/kofi/gallery?page=2');
    expect(second.statusCode).toBe(200);
    const listed = (await get('/api/public/kofi/gallery?limit=24&offset=24')).json().data.items;
    expect(titlesOf(second.body)).toEqual(listed.map((item: { title: string }) => item.title));
    expect(placesOf(second.body)).toEqual(range(24, 48));
    expect(second.body).toContain('<link rel="canonical" href="http://localhost:3000/public/kofi/gallery?page=2"/>');
    expect(second.body).toContain('<meta name="robots" content="index, follow"/>');
    const pager = pagerOf(second.body)!;
    expect(pager).toMatch(
      /<a href="\/public\/kofi\/gallery" rel="prev"[^>]*data-gallery-earlier="true">Previous images<\/a>/,
    );
    expect(pager).toMatch(
      /<a href="\/public\/kofi\/gallery\?page=3" rel="next"[^>]*data-gallery-more="true">Show more images<\/a>/,
    );

    const last = await get('/public/kofi/gallery?page=3');
    expect(last.statusCode).toBe(200);
    expect(titlesOf(last.body)).toEqual(['Row 49', 'Row 50']);
    expect(placesOf(last.body)).toEqual([48, 49]);
    expect(pagerOf(last.body)).toMatch(
      /^<nav [^>]*><a href="\/public\/kofi\/gallery\?page=2" rel="prev"[^>]*>Previous images<\/a><\/nav>$/,
    );
  });

  it('pages a category on its own, its links keeping the category', async () => {
    const first = await get('/public/kofi/gallery?category=Art');
    expect(markupOf(first.body)).toMatch(/<p[^>]*>31 images in Art<\/p>/);
    expect(titlesOf(first.body)).toEqual(range(20, 44).map((n) => `Row ${n}`));
    expect(pagerOf(first.body)).toContain('href="/public/kofi/gallery?category=Art&amp;page=2"');
    expect(first.body).toMatch(/<a href="\/public\/kofi\/gallery\?category=Art"[^>]*aria-current="page">Art<\/a>/);
    const second = await get('/public/kofi/gallery?category=Art&page=2');
    expect(second.statusCode).toBe(200);
    // Art's pill leads to its first page, so on the second it is the current category, not this page.
    expect(second.body).toMatch(/<a href="\/public\/kofi\/gallery\?category=Art"[^>]*aria-current="true">Art<\/a>/);
    expect(titlesOf(second.body)).toEqual(range(44, 51).map((n) => `Row ${n}`));
    expect(placesOf(second.body)).toEqual(range(24, 31));
    expect(pagerOf(second.body)).toContain('<a href="/public/kofi/gallery?category=Art" rel="prev"');
    expect(pagerOf(second.body)).not.toContain('Show more images');
  });

  it('answers a page past the last, or one no pager writes, with a 404 that links to the first page', async () => {
    for (const page of ['4', '22', '999', '0', '02', '-1', '1.5', 'two', '']) {
      const res = await get(`/public/kofi/gallery?page=${page}`);
      expect(res.statusCode, `?page=${page}`).toBe(404);
      const markup = markupOf(res.body);
      expect(markup).toMatch(/<p[^>]*>50 images<\/p>/);
      expect(markup).toMatch(/<h2[^>]*>No images on this page<\/h2>/);
      expect(markup).toMatch(/<a href="\/public\/kofi\/gallery"[^>]*>Go to the first page<\/a>/);
      expect(titlesOf(res.body)).toEqual([]);
      expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/public/kofi/gallery"/>');
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    const art = await get('/public/kofi/gallery?category=Art&page=3');
    expect(art.statusCode).toBe(404);
    expect(markupOf(art.body)).toMatch(
      /<a href="\/public\/kofi\/gallery\?category=Art"[^>]*>Go to the first page<\/a>/,
    );
    // A gallery with no images keeps its own empty state on every page.
    await createUser(t.app, { username: 'ama', firstName: 'Ama' });
    const none = await get('/public/ama/gallery?page=2');
    expect(none.statusCode).toBe(404);
    expect(markupOf(none.body)).toMatch(/<h2[^>]*>No images yet<\/h2>/);
  });

  it("shows an owner's change on a kept later page at once", async () => {
    await get('/public/kofi/gallery?page=2');
    expect(titlesOf((await get('/public/kofi/gallery?page=2')).body)).toContain('Row 30'); // kept on this view
    const item = await t.app.db
      .selectFrom('gallery_items')
      .select('id')
      .where('title', '=', 'Row 30')
      .executeTakeFirstOrThrow();
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/gallery/${item.id}`,
      headers: owner.headers,
      payload: { title: 'Row 30', isVisible: false },
    });
    expect(hidden.statusCode).toBe(200);
    const after = await get('/public/kofi/gallery?page=2');
    expect(titlesOf(after.body)).not.toContain('Row 30');
    expect(titlesOf(after.body)).toContain('Row 49'); // moved up from page 3
  });
});
