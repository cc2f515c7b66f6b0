import { DATA_EXPORT_MESSAGES as M, MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { keyOf } from '../gallery/gallery.test-support';
import { readStored, storedResumeKey } from '../resume/resume.test-support';
import { addRecords, fillPortfolio } from './data-export.test-support';
import { exportOf, importInto, unzip, zipOf } from './zip-test-support';

/** What an owner sees of their portfolio, without ids, URLs and dates that differ between accounts. */
async function portfolioOf(t: TestApp, user: TestUser) {
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: user.headers })).json().data;
  const [{ user: person, profile }, { pages }, { items }, resume, settings] = await Promise.all([
    get('/api/profile'),
    get('/api/pages'),
    get('/api/gallery'),
    get('/api/resume/info'),
    get('/api/settings'),
  ]);
  return {
    person: { ...person, id: undefined, profilePicture: Boolean(person.profilePicture) },
    profile: {
      ...profile,
      backgroundImage: Boolean(profile.backgroundImage),
      socialLinks: profile.socialLinks.map((link: object) => ({ ...link, id: undefined })),
      createdAt: undefined,
      updatedAt: undefined,
    },
    pages: pages.map((page: Record<string, unknown>) => ({
      ...page,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      publishedAt: undefined,
    })),
    gallery: items.map((item: Record<string, unknown>) => ({
      ...item,
      id: undefined,
      imageUrl: undefined,
      url: undefined,
      thumbnailUrl: undefined,
      createdAt: undefined,
      updatedAt: undefined,
    })),
    resume: { name: resume.resumeFileName, size: resume.fileSize, allow: resume.allowResumeDownload },
    settings,
  };
}

describe('POST /api/account/import: a round trip between two servers (decision 020)', () => {
  let source: TestApp;
  let target: TestApp;
  let ama: TestUser;
  let archive: Buffer;

  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(), createTestApp()]);
    ama = await createUser(source.app, { email: 'ama@example.com' });
    await fillPortfolio(source.app, ama, 'Ama');
    await addRecords(source.app, ama.id, 'ama-ref-1');
    archive = (await exportOf(source, ama)).rawPayload;
  });
  afterAll(() => Promise.all([source.close(), target.close()]));

  it('restores profile, links, pages, gallery, resume and settings into a new account', async () => {
    const moved = await createUser(target.app, { email: 'Ama@example.com' });
    const res = await importInto(target, moved, archive);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'SUCCESS',
      message: M.imported,
      data: {
        imported: { profile: true, socialLinks: 2, pages: 2, galleryItems: 2, resume: true, settings: true },
        leftOut: [],
      },
    });
    const before = await portfolioOf(source, ama);
    const after = await portfolioOf(target, moved);
    expect(after).toEqual({ ...before, person: { ...before.person, email: 'ama@example.com' } });
    expect(after.gallery).toHaveLength(2);
    expect(after.person.username).toBe('ama-mensah');
    expect(after.settings.privacy.profileVisible).toBe(true);

    // The resume PDF is the same file, byte for byte; images went through the upload pipeline again.
    const resumeKey = (await storedResumeKey(target, moved.id))!;
    expect(readStored(target, resumeKey).equals(readStored(source, (await storedResumeKey(source, ama.id))!))).toBe(
      true,
    );
    const items = (await target.app.inject({ method: 'GET', url: '/api/gallery', headers: moved.headers })).json().data
      .items;
    expect(readStored(target, keyOf(items[0].imageUrl)).subarray(8, 12).toString('latin1')).toBe('WEBP');

    // Payments and analytics stay behind: they are the old server's records.
    expect(await target.app.db.selectFrom('payments').selectAll().execute()).toEqual([]);
    expect(await target.app.db.selectFrom('analytics_daily').selectAll().execute()).toEqual([]);

    // The public portfolio answers on the new server.
    const publicProfile = await target.app.inject({ method: 'GET', url: '/api/public/ama-mensah' });
    expect(publicProfile.statusCode).toBe(200);
  });

  it('refuses an account that already has content, before reading the archive', async () => {
    const busy = await createUser(target.app, { email: 'ama.busy@example.com' });
    await target.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: busy.headers,
      payload: { bio: 'Already here' },
    });
    const res = await importInto(target, busy, archive);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'CONFLICT', message: M.accountNotEmpty });
  });

  it("refuses another account's archive", async () => {
    const stranger = await createUser(target.app, { email: 'kofi@example.com' });
    const res = await importInto(target, stranger, archive);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'FORBIDDEN', message: M.archiveOtherAccount });
    expect((await portfolioOf(target, stranger)).pages).toEqual([]);
  });

  it('refuses a second import into the account it filled', async () => {
    const owner = await createUser(target.app, { email: 'twice@example.com' });
    const own = await createUser(source.app, { email: 'twice@example.com' });
    await fillPortfolio(source.app, own, 'Twice');
    const archiveOfOwn = (await exportOf(source, own)).rawPayload;
    expect((await importInto(target, owner, archiveOfOwn)).statusCode).toBe(200);
    const again = await importInto(target, owner, archiveOfOwn);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.accountNotEmpty);
  });

  it('stores the links of an archive from an older server normalised, as a save does (decision 036)', async () => {
    const moved = await createUser(target.app, { email: 'yuki@example.com' });
    const own = await createUser(source.app, { email: 'yuki@example.com' });
    await fillPortfolio(source.app, own, 'Yuki');
    const entries = await unzip((await exportOf(source, own)).rawPayload);
    const links = [{ platform: 'website', url: 'https://例え.jp/パス', order: 0, relMe: false }];
    entries.set('data/social-links.json', Buffer.from(JSON.stringify(links)));
    expect((await importInto(target, moved, await zipOf(entries))).statusCode).toBe(200);
    expect((await portfolioOf(target, moved)).profile.socialLinks).toEqual([
      {
        id: undefined,
        platform: 'website',
        url: 'https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9',
        order: 0,
        relMe: false,
        kind: 'website',
        title: null,
        thumbnailUrl: null,
        phone: null,
        message: null,
        verification: null,
        isEnabled: true,
        startsAt: null,
        endsAt: null,
      },
    ]);
  });

  it('answers 401 without a session', async () => {
    const res = await target.app.inject({ method: 'POST', url: '/api/account/import' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'UNAUTHENTICATED', message: MESSAGES.accessTokenRequired });
  });

  it('keeps the files of the archive in its export again', async () => {
    const moved = await createUser(target.app, { email: 'again@example.com' });
    const own = await createUser(source.app, { email: 'again@example.com' });
    await fillPortfolio(source.app, own, 'Again');
    const first = await unzip((await exportOf(source, own)).rawPayload);
    const zip = (await exportOf(source, own)).rawPayload;
    expect((await importInto(target, moved, zip)).statusCode).toBe(200);
    const second = await unzip((await exportOf(target, moved)).rawPayload);
    expect(second.get('files/resume.pdf')!.equals(first.get('files/resume.pdf')!)).toBe(true);
    const strip = (name: string, map: Map<string, Buffer>) =>
      JSON.parse(map.get(name)!.toString('utf8'), (key, value) =>
        ['createdAt', 'updatedAt', 'publishedAt', 'uploadedAt', 'bytes', 'fileSize'].includes(key) ? undefined : value,
      );
    for (const name of ['data/profile.json', 'data/social-links.json', 'data/pages.json', 'data/gallery.json']) {
      expect(strip(name, second)).toEqual(strip(name, first));
    }
  });
});
