import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { readableHtml } from '../../../test/helpers/html';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { deleteAccount } from '../auth/account.service';
import type { LookId } from '@sparklink/contract';
import { LOOKS } from '@sparklink/public-site/looks';

/** A card's bytes stay under this, so WhatsApp (some 300 KB) and every other site show it large. */
const CARD_BYTES_LIMIT = 150_000;
const CARD_URL = /^http:\/\/localhost:3000\/public\/kojo\/card\/[A-Za-z0-9_-]{22}\.jpg$/;

/** The Open Graph and Twitter tags of a document, by name. */
function socialTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, name, content] of html.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"\/>/g,
  ))
    tags[name!] = readableHtml(content!).replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return tags;
}

const cardTags = (url: string, alt: string) => ({
  'og:image': url,
  'og:image:width': '1200',
  'og:image:height': '630',
  'og:image:type': 'image/jpeg',
  'og:image:alt': alt,
  'twitter:card': 'summary_large_image',
  'twitter:image': url,
  'twitter:image:alt': alt,
});

describe('share cards (decision 046)', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { tier: 'RISE', username: 'kojo', firstName: 'Kojo', lastName: 'Mensah' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { tagline: 'Sound engineer in Kumasi' },
    });
    const photo = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart([
      { field: 'image', filename: 'me.png', contentType: 'image/png', body: photo },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload/profile-picture',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    for (const page of [
      { type: 'PROJECTS', title: 'Studio work', slug: 'work', isPublished: true, content: 'Mixes and masters' },
      {
        type: 'CUSTOM',
        title: 'Secret plans',
        slug: 'vault',
        isPublished: true,
        isPasswordProtected: true,
        password: 'letmein',
        content: 'Hidden words',
      },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers: owner.headers, payload: page });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const path = (url: string) => new URL(url).pathname;
  const profileTags = async () => socialTags((await get('/public/kojo')).body);

  it('the profile carries its card: absolute URL, size, type, alt in the owner language, a large Twitter card', async () => {
    const tags = await profileTags();
    expect(tags['og:image']).toMatch(CARD_URL);
    expect(tags).toMatchObject(cardTags(tags['og:image']!, 'Portfolio card of Kojo Mensah on SparkLink'));
    expect(tags['og:title']).toBe('Kojo Mensah');
  });

  it('serves the card as a 1200×630 JPEG under the limit, the same bytes again, and 304 for its tag', async () => {
    const url = path((await profileTags())['og:image']!);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400, s-maxage=30');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(res.rawPayload.length).toBeLessThan(CARD_BYTES_LIMIT);
    expect(res.rawPayload.length).toBeGreaterThan(10_000);

    const again = await get(url);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(res.headers.etag);
    const revalidated = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('draws the photo in its circle: the card is not the same without it', async () => {
    const url = path((await profileTags())['og:image']!);
    const { data, info } = await sharp((await get(url)).rawPayload)
      .extract({ left: 246 - 20, top: 300 - 20, width: 40, height: 40 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The middle of the circle is the photo's brown (#b45309), not the palette's indigo initial.
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(info.channels).toBe(3);
    expect(Math.abs(r - 0xb4)).toBeLessThan(12);
    expect(Math.abs(g - 0x53)).toBeLessThan(12);
    expect(Math.abs(b - 0x09)).toBeLessThan(12);
  });

  it('a name change gives a new card at a new address, and the old address leads to it', async () => {
    const before = (await profileTags())['og:image']!;
    const oldBytes = (await get(path(before))).rawPayload;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { firstName: 'Kwadwo' },
    });
    expect(res.statusCode).toBe(200);
    const after = (await profileTags())['og:image']!;
    expect(after).toMatch(CARD_URL);
    expect(after).not.toBe(before);
    const card = await get(path(after));
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.equals(oldBytes)).toBe(false);
    expect(card.headers.etag).not.toBe((await get(path(before))).headers.etag);

    const old = await get(path(before));
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(path(after));

    // Storage keeps one file a card: the new one replaced the old.
    const stored = (url: string) => `share-cards/${owner.id}/${url.slice(url.lastIndexOf('/') + 1)}`;
    expect(await t.app.storage.get(stored(before))).toBeNull();
    expect((await t.app.storage.get(stored(after)))?.contentType).toBe('image/jpeg');
    const rows = await t.app.db.selectFrom('share_cards').selectAll().where('owner_id', '=', owner.id).execute();
    expect(rows).toEqual([{ owner_id: owner.id, card: 'profile', storage_key: stored(after) }]);

    // A write that changes nothing the card shows keeps its address.
    await t.app.inject({ method: 'PUT', url: '/api/profile', headers: owner.headers, payload: { bio: 'New bio' } });
    expect((await profileTags())['og:image']).toBe(after);
  });

  it("the owner's cover is the card's background: uploading one gives a new card", async () => {
    const before = (await profileTags())['og:image']!;
    const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0e7490' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipart([
      { field: 'image', filename: 'cover.jpg', contentType: 'image/jpeg', body: cover },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/profile/upload/background-image',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    expect(upload.statusCode).toBe(200);
    const after = (await profileTags())['og:image']!;
    expect(after).not.toBe(before);
    const card = await get(path(after));
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.length).toBeLessThan(CARD_BYTES_LIMIT);
    const corner = await sharp(card.rawPayload).extract({ left: 1150, top: 20, width: 1, height: 1 }).raw().toBuffer();
    // The cover's teal, darkened under the words: not the palette's white.
    expect(corner[0]).toBeLessThan(40);
    expect(corner[1]).toBeGreaterThan(corner[0]! + 15);
    expect(corner[2]).toBeGreaterThan(corner[0]! + 15);
  });

  it('an open page has its own card with its title', async () => {
    const tags = socialTags((await get('/public/kojo/pages/work')).body);
    expect(tags['og:image']).toMatch(
      /^http:\/\/localhost:3000\/public\/kojo\/pages\/work\/card\/[A-Za-z0-9_-]{22}\.jpg$/,
    );
    expect(tags).toMatchObject({
      ...cardTags(tags['og:image']!, "“Studio work”, a page of Kwadwo Mensah's portfolio on SparkLink"),
      'og:title': 'Studio work',
      'og:description': 'Mixes and masters',
      'og:url': 'http://localhost:3000/public/kojo/pages/work',
    });
    const card = await get(path(tags['og:image']!));
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(card.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(card.rawPayload.length).toBeLessThan(CARD_BYTES_LIMIT);
    expect(card.rawPayload.equals((await get(path((await profileTags())['og:image']!))).rawPayload)).toBe(false);
  });

  it('a page behind a password shares as the portfolio: its title and content are in no tag and no card', async () => {
    const profile = await profileTags();
    const locked = socialTags((await get('/public/kojo/pages/vault')).body);
    expect(locked).toEqual({
      'og:type': 'website',
      'og:site_name': 'SparkLink',
      'og:title': 'Kwadwo Mensah',
      'og:description': "Kwadwo Mensah's portfolio on SparkLink",
      'twitter:title': 'Kwadwo Mensah',
      'twitter:description': "Kwadwo Mensah's portfolio on SparkLink",
      ...cardTags(profile['og:image']!, 'Portfolio card of Kwadwo Mensah on SparkLink'),
    });

    // Unlocked, the visitor reads the page, but its share tags are still the portfolio's.
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/public/kojo/pages/vault',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'password=letmein',
    });
    const cookie = String(unlock.headers['set-cookie']).split(';')[0]!;
    const open = await get('/public/kojo/pages/vault', { cookie });
    expect(open.body).toContain('Hidden words');
    expect(socialTags(open.body)).toEqual(locked);

    // The page's own card address is nothing, whatever its name.
    const own = await get('/public/kojo/pages/vault/card/anything.jpg');
    expect(own.statusCode).toBe(404);
  });

  it('a private profile has no card and no og:image', async () => {
    const hidden = await createUser(t.app, { username: 'esi', firstName: 'Esi' });
    const cardUrl = path(socialTags((await get('/public/esi')).body)['og:image']!);
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: hidden.headers,
      payload: { privacy: { profileVisible: false } },
    });
    const res = await get('/public/esi');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('og:image');
    expect(res.body).not.toContain('twitter:card');
    expect((await get(cardUrl)).statusCode).toBe(404);
    expect((await get('/public/nobody/card/x.jpg')).statusCode).toBe(404);
  });

  it("deleting the account deletes its cards' files", async () => {
    const leaver = await createUser(t.app, { username: 'leaver', firstName: 'Lee' });
    const url = path(socialTags((await get('/public/leaver')).body)['og:image']!);
    expect((await get(url)).statusCode).toBe(200);
    const key = `share-cards/${leaver.id}/${url.slice(url.lastIndexOf('/') + 1)}`;
    expect(await deleteAccount(t.app, leaver.id)).toEqual([key]);
    expect(await t.app.db.selectFrom('share_cards').selectAll().where('owner_id', '=', leaver.id).execute()).toEqual(
      [],
    );
  });

  it("the alt text is in the portfolio's language", async () => {
    const amelie = await createUser(t.app, { username: 'amelie', firstName: 'Amélie', lastName: 'Diallo' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: amelie.headers,
      payload: { appearance: { language: 'fr' } },
    });
    const tags = socialTags((await get('/public/amelie')).body);
    expect(tags['og:image:alt']).toBe('Carte du portfolio de Amélie Diallo sur SparkLink');
    const card = await get(path(tags['og:image']!));
    expect(card.statusCode).toBe(200);
    expect((await sharp(card.rawPayload).metadata()).width).toBe(1200);
  });

  it("wears the owner's look: a new look is a new card on the look's own ground", async () => {
    const ama = await createUser(t.app, { username: 'ama-look', firstName: 'Ama', lastName: 'Owusu' });
    const cardGround = async () => {
      const url = path(socialTags((await get('/public/ama-look')).body)['og:image']!);
      const { data } = await sharp((await get(url)).rawPayload)
        .extract({ left: 40, top: 20, width: 4, height: 4 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return { url, rgb: [data[0]!, data[1]!, data[2]!] };
    };
    const near = (rgb: number[], hex: string) =>
      rgb.every((value, i) => Math.abs(value - parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) < 16);
    const paper = await cardGround();
    const look = (lookId: LookId, colorMode: string) =>
      t.app.inject({ method: 'PUT', url: '/api/profile', headers: ama.headers, payload: { lookId, colorMode } });

    expect((await look('forest', 'dark')).statusCode).toBe(200);
    const forest = await cardGround();
    expect(forest.url).not.toBe(paper.url);
    const palette = LOOKS.find((candidate) => candidate.id === 'forest')!.dark;
    expect(near(forest.rgb, palette.bg)).toBe(true);
    expect(near(paper.rgb, palette.bg)).toBe(false);
  });
});
