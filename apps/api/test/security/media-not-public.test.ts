import { MESSAGES, type GalleryItem } from '@sparklink/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, keyOf } from '../../src/modules/gallery/gallery.test-support';
import { signMediaUrl } from '../../src/modules/media/signed-media-url';
import { createUser, type TestUser } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 30, "Hidden and private media stay public for a year" (decision 037): a file is served to
 * anyone only while it is public now (a visible item's, or the avatar or background, of a public
 * profile with a username); otherwise only through the owner's short-lived signed URL, and every
 * refusal is the very 404 of a file that does not exist.
 */

let t: TestApp;
let owner: TestUser;
let missing: LightMyRequestResponse;

const MISSING_BODY = { status: 'ERROR', code: 'NOT_FOUND', message: MESSAGES.fileNotFound };
const PUBLIC_CACHE = 'public, max-age=86400, s-maxage=30';

/** The path and query of a media URL, as the browser asks for it. */
const target = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};
/** The same file with no signature: what anyone holding the bare URL asks for. */
const unsigned = (url: string) => {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.href;
};
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: target(url), headers });

const stable = (res: LightMyRequestResponse) => {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
};

/** Answered exactly as a key that was never stored: same status, headers and body. */
function expectLikeMissing(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual(MISSING_BODY);
  expect(stable(res)).toEqual(stable(missing));
}

function expectPublic(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect(res.headers['cache-control']).toBe(PUBLIC_CACHE);
}

/**
 * Served to the holder of a signed URL: private caching no longer than the URL lives. The clock is
 * read before asking, so a second that ticks over during the request cannot make a right answer fail.
 */
async function expectPrivate(url: string) {
  const askedAt = Math.floor(Date.now() / 1000);
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
  const expires = Number(new URL(url).searchParams.get('exp'));
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(expires - askedAt);
}

const isSigned = (url: string) => new URL(url).searchParams.has('sig');

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();

async function uploadProfileImage(user: TestUser, target: 'profile-picture' | 'background-image'): Promise<string> {
  const { payload, headers } = multipart([
    { field: 'image', filename: 'me.png', contentType: 'image/png', body: await png() },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/profile/upload/${target}`,
    headers: { ...user.headers, ...headers },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.imageUrl;
}

const setVisible = async (user: TestUser, item: GalleryItem, isVisible: boolean): Promise<GalleryItem> => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/gallery/${item.id}`,
    headers: user.headers,
    payload: { isVisible },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const publish = async (user: TestUser, isPublished: boolean) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile/publish',
    headers: user.headers,
    payload: { isPublished },
  });
  expect(res.statusCode).toBe(200);
};

const ownerView = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).json().data;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.app, { username: 'media-owner' });
  missing = await t.app.inject({ method: 'GET', url: '/media/gallery/0190a2b4-1c1d-7e2f-8a3b-4c5d6e7f8091.webp' });
});
afterAll(() => t.close());

describe('media that is not public (issue 30, decision 037)', () => {
  it("serves a hidden item's image and thumbnail only through the owner's signed URLs", async () => {
    const item = await addItem(t.app, owner, { title: 'Hidden', isVisible: 'false' });
    for (const url of [item.imageUrl, item.thumbnailUrl]) {
      expectLikeMissing(await get(unsigned(url)));
      expect(isSigned(url)).toBe(true);
      await expectPrivate(url);
    }
    expect(item.url).toBe(item.imageUrl);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/gallery', headers: owner.headers })).json().data;
    const again = listed.items.find((each: GalleryItem) => each.id === item.id);
    await expectPrivate(again.thumbnailUrl);
  });

  it('answers a tampered, forged or expired signature with the missing-file 404', async () => {
    const item = await addItem(t.app, owner, { title: 'Hidden too', isVisible: 'false' });
    const image = new URL(item.imageUrl);
    const thumbnail = new URL(item.thumbnailUrl);
    const withParams = (params: Record<string, string>) => {
      const url = new URL(image.href);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.href;
    };
    const sig = image.searchParams.get('sig')!;
    const exp = image.searchParams.get('exp')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    for (const url of [
      withParams({ sig: flipped }),
      withParams({ sig: thumbnail.searchParams.get('sig')! }), // another file's signature
      withParams({ exp: String(Number(exp) + 3600) }), // a longer life than was signed
      withParams({ sig: '' }),
      `${image.origin}${image.pathname}?exp=${exp}`,
      `${image.origin}${image.pathname}?sig=${sig}`,
      // Signed by the server, but more than two hours ago: expired.
      signMediaUrl(t.config, unsigned(item.imageUrl), keyOf(item.imageUrl), Date.now() - 2 * 3600_000 - 1000),
    ]) {
      expectLikeMissing(await get(url));
    }
  });

  it('stops serving an item hidden after being public at once, and serves it again when shown', async () => {
    const shown = await addItem(t.app, owner, { title: 'Shown first' });
    expect(isSigned(shown.imageUrl) || isSigned(shown.thumbnailUrl)).toBe(false);
    const first = await get(shown.imageUrl);
    expectPublic(first);
    const etag = String(first.headers.etag);
    expect((await get(shown.imageUrl, { 'if-none-match': etag })).statusCode).toBe(304);

    const hidden = await setVisible(owner, shown, false);
    expectLikeMissing(await get(shown.imageUrl));
    expectLikeMissing(await get(shown.thumbnailUrl));
    // A cache revalidating what it kept gets the 404, never a 304 that would vouch for it.
    expectLikeMissing(await get(shown.imageUrl, { 'if-none-match': etag }));
    await expectPrivate(hidden.imageUrl);
    await expectPrivate(hidden.thumbnailUrl);

    const back = await setVisible(owner, hidden, true);
    expect(back.imageUrl).toBe(shown.imageUrl);
    expectPublic(await get(shown.imageUrl));
  });

  it("serves a private profile's avatar, background and gallery only signed, and publicly again once it is public", async () => {
    const user = await createUser(t.app, { username: 'turns-private' });
    const avatar = await uploadProfileImage(user, 'profile-picture');
    const background = await uploadProfileImage(user, 'background-image');
    const item = await addItem(t.app, user, { title: 'Visible item' });
    for (const url of [avatar, background, item.imageUrl, item.thumbnailUrl]) expectPublic(await get(url));

    await publish(user, false);
    for (const url of [avatar, background, item.imageUrl, item.thumbnailUrl]) expectLikeMissing(await get(url));
    const view = await ownerView(user);
    expect(unsigned(view.user.profilePicture)).toBe(unsigned(avatar));
    expect(unsigned(view.profile.backgroundImage)).toBe(unsigned(background));
    await expectPrivate(view.user.profilePicture);
    await expectPrivate(view.profile.backgroundImage);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).json().data.user;
    expect(me.profilePicture).toBe(view.user.profilePicture);
    const ownItem = (
      await t.app.inject({ method: 'GET', url: `/api/gallery/${item.id}`, headers: user.headers })
    ).json().data;
    await expectPrivate(ownItem.imageUrl);

    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: user.headers,
      payload: { privacy: { profileVisible: true } },
    });
    expect(settings.statusCode).toBe(200);
    for (const url of [avatar, background, item.imageUrl, item.thumbnailUrl]) expectPublic(await get(url));
    const publicAgain = await ownerView(user);
    expect([publicAgain.user.profilePicture, publicAgain.profile.backgroundImage]).toEqual([avatar, background]);
  });

  it('keeps a replaced avatar and a deleted item as the missing-file 404', async () => {
    const user = await createUser(t.app, { username: 'replaces-things' });
    const first = await uploadProfileImage(user, 'profile-picture');
    await uploadProfileImage(user, 'profile-picture');
    expectLikeMissing(await get(first));
    const item = await addItem(t.app, user, { title: 'Deleted soon' });
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/gallery/${item.id}`, headers: user.headers });
    expect(gone.statusCode).toBe(200);
    expectLikeMissing(await get(item.imageUrl));
    expectLikeMissing(await get(item.thumbnailUrl));
  });

  it('serves no file of a profile without a username unsigned: no public page shows it', async () => {
    const user = await createUser(t.app);
    const avatar = await uploadProfileImage(user, 'profile-picture');
    const item = await addItem(t.app, user, { title: 'Nameless' });
    for (const url of [avatar, item.imageUrl, item.thumbnailUrl]) {
      expect(isSigned(url)).toBe(true);
      expectLikeMissing(await get(unsigned(url)));
      await expectPrivate(url);
    }
  });

  it('puts no signed URL and no hidden file in any public answer', async () => {
    const hidden = await addItem(t.app, owner, { title: 'Never public', isVisible: 'false' });
    const visible = await addItem(t.app, owner, { title: 'Public one' });
    for (const url of ['/api/public/media-owner', '/api/public/media-owner/gallery', '/public/media-owner/gallery']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      if (url.endsWith('/gallery')) expect(res.body).toContain(new URL(visible.thumbnailUrl).pathname);
      expect(res.body).not.toContain(new URL(hidden.imageUrl).pathname);
      expect(res.body).not.toContain(new URL(hidden.thumbnailUrl).pathname);
      expect(res.body).not.toMatch(/[?&](amp;)?sig=/);
    }
  });
});
