import { MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { solidImage } from '../gallery/gallery.test-support';
import { fillPortfolio } from './data-export.test-support';
import { hostileArchive } from './hostile-archive.test-support';
import { exportOf, importInto } from './zip-test-support';

const UPLOADS_AN_HOUR = 60;

/**
 * Decision 035: an import counts against the upload allowance of api-contract §1.7 (60 an hour per
 * user): one for the archive, one for each image it decodes. It starts only while the allowance
 * has room, and finishes what it started even past it.
 */
describe('POST /api/account/import spends the upload allowance', () => {
  let t: TestApp;
  let tiny: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    tiny = await solidImage(16, 16);
  });
  afterAll(() => t.close());

  const uploadPicture = (user: TestUser) => {
    const { payload, headers } = multipart([
      { field: 'image', filename: 'me.png', contentType: 'image/png', body: tiny },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/upload/profile-picture',
      headers: { ...user.headers, ...headers },
      payload,
    });
  };

  /** Uploads until the allowance refuses one; how many went through. */
  async function uploadsLeft(user: TestUser): Promise<number> {
    for (let done = 0; done <= UPLOADS_AN_HOUR; done += 1) {
      const res = await uploadPicture(user);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: MESSAGES.rateLimited });
        return done;
      }
      expect(res.statusCode).toBe(200);
    }
    throw new Error('the upload allowance never refused');
  }

  it('counts the archive and each image it decodes: a picture, a background and two gallery images', async () => {
    const source = await createUser(t.app, { email: 'allowance-a@example.com' });
    await fillPortfolio(t.app, source, 'Abena');
    const archive = (await exportOf(t, source)).rawPayload;
    await t.app.db.deleteFrom('users').where('id', '=', source.id).execute();
    const owner = await createUser(t.app, { email: 'allowance-a@example.com' });
    const res = await importInto(t, owner, archive);
    expect(res.json().data.imported).toMatchObject({ profile: true, galleryItems: 2 });
    expect(await uploadsLeft(owner)).toBe(UPLOADS_AN_HOUR - 1 - 4);
  });

  it('does not start once the allowance is used up, before reading the archive', async () => {
    const owner = await createUser(t.app, { email: 'allowance-b@example.com' });
    expect(await uploadsLeft(owner)).toBe(UPLOADS_AN_HOUR);
    const res = await importInto(t, owner, Buffer.from('not even a zip'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 'ERROR', code: 'RATE_LIMITED', message: MESSAGES.rateLimited });
  });

  it('finishes an import past the allowance, and holds the next upload until the hour is over', async () => {
    const email = 'allowance-c@example.com';
    const owner = await createUser(t.app, { email, tier: 'BLAZE' });
    const names = Array.from({ length: 70 }, (_, index) => `files/gallery/${String(index + 1).padStart(4, '0')}.webp`);
    const png = await solidImage(32, 24);
    const archive = hostileArchive({ email, galleryFiles: names, files: names.map((name) => ({ name, body: png })) });
    const res = await importInto(t, owner, archive);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.imported.galleryItems).toBe(70);
    expect(await uploadsLeft(owner)).toBe(0);
  });
});
