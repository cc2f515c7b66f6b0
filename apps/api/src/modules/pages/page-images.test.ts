import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, PAGE_MESSAGES } from '@sparklink/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmIdentity, createUser, type TestUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { imagePart, keyOf, solidImage } from '../gallery/gallery.test-support';
import { PUBLIC_MEDIA_CACHE } from '../media/media.routes';

/** Decision 054: a project item's uploaded image, and when /media serves it. */
describe('page item images (decision 054)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const uploadTo = (user: TestUser, pageId: string, part = imagePart(Buffer.alloc(0))) => {
    const { payload, headers } = multipart([part]);
    return t.app.inject({
      method: 'POST',
      url: `/api/pages/${pageId}/images`,
      headers: { ...user.headers, ...headers },
      payload,
    });
  };
  const createPage = async (user: TestUser, fields: object = {}) => {
    const payload = { type: 'PROJECTS', title: 'Work', slug: 'work', content: {}, isPublished: false, ...fields };
    const res = await t.app.inject({ method: 'POST', url: '/api/pages', headers: user.headers, payload });
    expect(res.statusCode).toBe(201);
    return res.json().data.page.id as string;
  };
  const saveImage = (user: TestUser, pageId: string, image: string | undefined, fields: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/pages/${pageId}`,
      headers: user.headers,
      payload: { content: { sections: [{ title: 'Projects', items: [{ title: 'Logo', image }] }] }, ...fields },
    });
  const mediaStatus = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: url.slice(url.indexOf('/media/')) });
    return { status: res.statusCode, cache: res.headers['cache-control'] };
  };
  const png = () => solidImage(1600, 900);
  const diskPath = (url: string) => path.join(t.config.dataDir, 'uploads', keyOf(url));

  it('takes a PNG whatever its name and type say, and stores it re-encoded in the page folder', async () => {
    const owner = await createUser(t.app, { username: 'img-owner' });
    const pageId = await createPage(owner);
    const res = await uploadTo(owner, pageId, imagePart(await png(), 'notes.txt', 'text/plain'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(PAGE_MESSAGES.imageUploaded);
    const { url, previewUrl } = body.data.image;
    expect(url).toMatch(new RegExp(`^${t.config.mediaBaseUrl}/page-images/${pageId}/[0-9a-f-]{36}\\.webp$`));
    // The page is not published: the owner sees it by a signed address only.
    expect(previewUrl).toMatch(new RegExp(`^${url.replace(/[.?]/g, '\\$&')}\\?exp=\\d+&sig=[\\w-]+$`));
    expect(await sharp(readFileSync(diskPath(url))).metadata()).toMatchObject({
      format: 'webp',
      width: 1280,
      height: 720,
    });
    expect(await mediaStatus(url)).toEqual({ status: 404, cache: 'no-store' });
    expect((await mediaStatus(previewUrl)).status).toBe(200);
  });

  it("refuses a text file named .png with the contract's message", async () => {
    const owner = await createUser(t.app);
    const pageId = await createPage(owner);
    const res = await uploadTo(owner, pageId, imagePart(Buffer.from('just words, not a picture'), 'photo.png'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status: 'ERROR',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MESSAGES.imageTypeNotAllowed,
    });
  });

  it("answers another account's page, or none, with the 404 of a missing page and stores nothing", async () => {
    const owner = await createUser(t.app);
    const intruder = await createUser(t.app);
    const pageId = await createPage(owner);
    for (const id of [pageId, '00000000-0000-7000-8000-000000000000']) {
      const res = await uploadTo(intruder, id, imagePart(await png()));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'ERROR', code: 'NOT_FOUND', message: PAGE_MESSAGES.notFound });
    }
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'page-images', pageId))).toBe(false);
  });

  it('serves the image publicly only while a visitor can see the published page that shows it', async () => {
    const owner = await createUser(t.app, { username: 'img-public', tier: 'RISE' });
    const pageId = await createPage(owner);
    const { url } = (await uploadTo(owner, pageId, imagePart(await png()))).json().data.image;

    expect((await saveImage(owner, pageId, url)).statusCode).toBe(200);
    expect((await mediaStatus(url)).status).toBe(404);

    expect((await saveImage(owner, pageId, url, { isPublished: true })).statusCode).toBe(200);
    expect(await mediaStatus(url)).toEqual({ status: 200, cache: PUBLIC_MEDIA_CACHE });
    const page = await t.app.inject({ method: 'GET', url: '/public/img-public/pages/work' });
    expect(page.body).toContain(`src="${url}"`);

    // Password protected: the page is not public, nor is its image.
    const locked = await saveImage(owner, pageId, url, { isPasswordProtected: true, password: 'open-sesame' });
    expect(locked.statusCode).toBe(200);
    expect((await mediaStatus(url)).status).toBe(404);
    await saveImage(owner, pageId, url, { isPasswordProtected: false });
    expect((await mediaStatus(url)).status).toBe(200);

    // A private profile shows no files.
    const privacy = (profileVisible: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: owner.headers,
        payload: { privacy: { profileVisible } },
      });
    expect((await privacy(false)).statusCode).toBe(200);
    expect((await mediaStatus(url)).status).toBe(404);
    expect((await privacy(true)).statusCode).toBe(200);
    expect((await mediaStatus(url)).status).toBe(200);

    // No longer shown by any item: the file is deleted, as a replaced avatar's is.
    expect((await saveImage(owner, pageId, 'https://img.example/other.png')).statusCode).toBe(200);
    expect(existsSync(diskPath(url))).toBe(false);
    expect((await mediaStatus(url)).status).toBe(404);
  });

  it("deletes a page's images with the page, and keeps an image two items share while one shows it", async () => {
    const owner = await createUser(t.app, { username: 'img-delete' });
    const pageId = await createPage(owner);
    const { url } = (await uploadTo(owner, pageId, imagePart(await png()))).json().data.image;
    const twice = {
      content: { sections: [{ items: [{ title: 'A', image: url }] }, { items: [{ title: 'B', image: url }] }] },
    };
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/pages/${pageId}`, headers: owner.headers, payload });
    expect((await put(twice)).statusCode).toBe(200);
    expect((await put({ content: { sections: [{ items: [{ title: 'B', image: url }] }] } })).statusCode).toBe(200);
    expect(existsSync(diskPath(url))).toBe(true);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/pages/${pageId}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(diskPath(url))).toBe(false);
  });

  it("deletes the pages' images with the account", async () => {
    const owner = await createUser(t.app, { username: 'img-account' });
    const pageId = await createPage(owner);
    const { url } = (await uploadTo(owner, pageId, imagePart(await png()))).json().data.image;
    expect((await saveImage(owner, pageId, url)).statusCode).toBe(200);
    await confirmIdentity(t.app, owner);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(existsSync(diskPath(url))).toBe(false));
  });

  it('shows an image not public yet in the live preview by signed address, and a public one as is', async () => {
    const owner = await createUser(t.app, { username: 'img-preview' });
    const pageId = await createPage(owner);
    const { url } = (await uploadTo(owner, pageId, imagePart(await png()))).json().data.image;
    const preview = async () => {
      const page = { content: { sections: [{ items: [{ title: 'Logo', image: url }] }] } };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pages/preview',
        headers: owner.headers,
        payload: { id: pageId, page },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.html as string;
    };
    expect(await preview()).toMatch(new RegExp(`src="${url}\\?exp=\\d+&amp;sig=`));
    await saveImage(owner, pageId, url, { isPublished: true });
    expect(await preview()).toContain(`src="${url}"`);
  });
});
