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
    const document = await findGalleryDocument(t.app.db, 'mixed');
    const { gallery } = galleryView(t.app, document!, null);
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
    });
  });
});
