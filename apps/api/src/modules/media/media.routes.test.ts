import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { newId } from '../../lib/ids';
import { PUBLIC_MEDIA_CACHE } from './media.routes';

const NOT_FOUND = { status: 'ERROR', code: 'NOT_FOUND', message: 'File not found' };

describe('GET /media/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A visible gallery item of a public profile, whose image is the given key. */
  async function publicItemWith(key: string) {
    const owner = await createUser(t.app, { username: `owner-${newId().slice(-8)}` });
    const now = new Date();
    await t.app.db
      .insertInto('gallery_items')
      .values({
        id: newId(),
        user_id: owner.id,
        title: 'Photo',
        tags: '[]',
        image_url: `${t.config.mediaBaseUrl}/${key}`,
        thumbnail_url: `${t.config.mediaBaseUrl}/gallery/thumbnails/none.webp`,
        storage_key: key,
        thumbnail_key: 'gallery/thumbnails/none.webp',
        width: 1,
        height: 1,
        bytes: 12,
        sort_order: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  it('serves a public file with its type, the media headers and a tag to revalidate by', async () => {
    await publicItemWith('gallery/photo.webp');
    await t.app.storage.put('gallery/photo.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    const res = await t.app.inject({ method: 'GET', url: '/media/gallery/photo.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('RIFF....WEBP');
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '12',
      'cache-control': PUBLIC_MEDIA_CACHE,
      etag: '"gallery/photo.webp"',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy': "default-src 'none'; sandbox",
    });

    const again = await t.app.inject({
      method: 'GET',
      url: '/media/gallery/photo.webp',
      headers: { 'if-none-match': '"gallery/other.webp", "gallery/photo.webp"' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers).toMatchObject({ 'cache-control': PUBLIC_MEDIA_CACHE, etag: '"gallery/photo.webp"' });
  });

  it('answers a JSON 404 that no cache keeps for unknown, private, malformed and lost keys', async () => {
    await t.app.storage.put('private/resumes/cv.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'private/resumes/cv.pdf'))).toBe(true);
    writeFileSync(path.join(t.config.dataDir, 'secrets-copy.webp'), 'secret');
    // Named by a public item, but gone from storage.
    await publicItemWith('gallery/lost.webp');
    for (const url of [
      '/media/avatars/unknown.webp',
      '/media/private/resumes/cv.pdf',
      '/media/..%2Fsecrets-copy.webp',
      '/media/',
      '/media/gallery/lost.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    // A dot-segment is resolved before routing, so it never reaches the media route at all.
    expect((await t.app.inject({ method: 'GET', url: '/media/%2e%2e/secrets-copy.webp' })).body).not.toContain(
      'secret',
    );
  });
});
