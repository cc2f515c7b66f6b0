import { DATA_EXPORT_MESSAGES as M, IMPORT_LIMITS } from '@sparklink/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/authenticate';
import { storedFiles } from '../gallery/gallery.test-support';
import { greyPng } from '../uploads/image-bombs.test-support';
import { denseTenMegabytes, hostileArchive } from './hostile-archive.test-support';
import { importArchive } from './import.service';
import { receiveArchive } from './import-upload';
import { importInto } from './zip-test-support';

/** A cap small enough for a test to pass with a few real images (the real one is 1 GB). */
const TEST_INFLATED_CAP = 64 * 1024;

/** Issue 30, decision 035: an import costs what its archive weighs, and a refusal writes nothing. */
describe('POST /api/account/import refuses archives that cost more than they weigh', () => {
  let t: TestApp;
  let users = 0;
  beforeAll(async () => {
    t = await createTestApp({}, (app) =>
      app.register(async (scope) => {
        scope.addHook('onRequest', app.authenticate);
        // The import as the route runs it, with an inflated-bytes cap a test can reach.
        scope.post('/test/import-capped', async (request) => {
          const archive = await receiveArchive(request);
          try {
            const budget = { inflatedBytes: TEST_INFLATED_CAP };
            return ok(await importArchive(app, request.log, currentUser(request), archive, budget), M.imported);
          } finally {
            await archive.discard();
          }
        });
      }),
    );
  });
  afterAll(() => t.close());

  const newOwner = async () => {
    users += 1;
    return createUser(t.app, { email: `hostile-${users}@example.com`, tier: 'BLAZE' });
  };
  const refusal = (message: string, path: string) => ({
    status: 'ERROR',
    code: 'VALIDATION_ERROR',
    message,
    errors: [{ path, message }],
  });

  /** The profile, links, pages and gallery the archive holds are all still missing, and no file was stored. */
  async function expectNothingWritten(user: TestUser, filesBefore: string[]) {
    const db = t.app.db;
    const profile = await db
      .selectFrom('profiles')
      .select(['bio', 'tagline'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ bio: null, tagline: null });
    for (const table of ['social_links', 'pages', 'gallery_items'] as const) {
      const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(storedFiles(t.config.dataDir)).toEqual(filesBefore);
  }

  async function expectRefused(archive: Buffer, body: object, url = '/api/account/import') {
    const owner = await newOwner();
    const filesBefore = storedFiles(t.config.dataDir);
    const res = await importInto(t, owner, archive, undefined, url);
    expect(res.json()).toEqual(body);
    expect(res.statusCode).toBe(400);
    await expectNothingWritten(owner, filesBefore);
  }

  it('refuses one 10 MB entry named by 150 gallery items, naming the second item, before inflating it', async () => {
    const entry = 'files/gallery/0001.webp';
    const archive = hostileArchive({
      email: `hostile-${users + 1}@example.com`,
      galleryFiles: Array.from({ length: 150 }, () => entry),
      files: [{ name: entry, body: denseTenMegabytes(), deflate: true }],
    });
    expect(archive.length).toBeLessThan(100 * 1024);
    await expectRefused(archive, refusal(M.archiveFileRepeated, 'gallery[1].file'));
  });

  it('refuses one 7071×7071 PNG named by 12 gallery items', async () => {
    const entry = 'files/gallery/0001.webp';
    const archive = hostileArchive({
      email: `hostile-${users + 1}@example.com`,
      galleryFiles: [null, ...Array.from({ length: 12 }, () => entry)],
      files: [{ name: entry, body: await greyPng(7071) }],
    });
    await expectRefused(archive, refusal(M.archiveFileRepeated, 'gallery[2].file'));
  });

  it("refuses a gallery item that names the profile picture's file, or a document", async () => {
    const picture = 'files/profile-picture.webp';
    const withPicture = hostileArchive({
      email: `hostile-${users + 1}@example.com`,
      profilePicture: picture,
      galleryFiles: [picture],
      files: [{ name: picture, body: await greyPng(64) }],
    });
    await expectRefused(withPicture, refusal(M.archiveFileRepeated, 'gallery[0].file'));
    const withDocument = hostileArchive({
      email: `hostile-${users + 1}@example.com`,
      galleryFiles: [null, 'data/gallery.json'],
      files: [],
    });
    await expectRefused(withDocument, refusal(M.archiveFileRepeated, 'gallery[1].file'));
  });

  it('stops at the inflated-bytes cap, counting what inflates, and writes nothing', async () => {
    const noise = (seed: number) =>
      sharp({
        create: {
          width: 120,
          height: 120,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128 + seed, sigma: 40 },
        },
      })
        .png()
        .toBuffer();
    const files = await Promise.all(
      [0, 1, 2].map(async (index) => ({ name: `files/gallery/000${index + 1}.webp`, body: await noise(index) })),
    );
    // Each entry alone is far under every directory limit; together they pass the test's cap.
    expect(files.every((file) => file.body.length < TEST_INFLATED_CAP)).toBe(true);
    expect(files.reduce((sum, file) => sum + file.body.length, 0)).toBeGreaterThan(TEST_INFLATED_CAP);
    const archive = hostileArchive({
      email: `hostile-${users + 1}@example.com`,
      galleryFiles: files.map((file) => file.name),
      files,
    });
    await expectRefused(archive, refusal(M.archiveUnsafe, 'archive'), '/test/import-capped');
  });

  it('refuses images that claim more pixels in all than an import may decode, reading only their headers', async () => {
    // 4898² is under the per-image limit; 88 of them are 2.11 gigapixels, just past the import's budget.
    const png = await greyPng(4898);
    const count = Math.floor(IMPORT_LIMITS.imagePixels / (4898 * 4898)) + 1;
    expect(count).toBe(88);
    const files = Array.from({ length: count }, (_, index) => ({
      name: `files/gallery/${String(index + 1).padStart(4, '0')}.webp`,
      body: png,
    }));
    const archive = hostileArchive({
      email: `hostile-${users + 1}@example.com`,
      galleryFiles: files.map((file) => file.name),
      files,
    });
    const started = process.cpuUsage();
    await expectRefused(archive, refusal(M.archiveTooManyPixels, 'archive'));
    const cpu = process.cpuUsage(started);
    // Decoding them would take tens of CPU-seconds; their headers take a fraction of one.
    expect((cpu.user + cpu.system) / 1e6).toBeLessThan(5);
  });
});
