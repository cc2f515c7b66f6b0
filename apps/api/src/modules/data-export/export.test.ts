import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, MESSAGES } from '@sparklink/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/helpers/factories';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { keyOf } from '../gallery/gallery.test-support';
import { readStored, storedResumeKey } from '../resume/resume.test-support';
import { README } from './archive-layout';
import { exportArchive } from './export.service';
import { addRecords, fillPortfolio, PAGE_CONTENT } from './data-export.test-support';
import { exportOf, unzip } from './zip-test-support';

/** What link buttons (decision 044) add to an archived link of the twelve platforms. */
const ARCHIVED_LINK = (kind: string) => ({
  kind,
  title: null,
  phone: null,
  message: null,
  isEnabled: true,
  startsAt: null,
  endsAt: null,
});

const json = (entries: Map<string, Buffer>, name: string) => JSON.parse(entries.get(name)!.toString('utf8'));

describe('GET /api/account/export (decision 020)', () => {
  let t: TestApp;
  let ama: TestUser;
  let kofi: TestUser;
  let entries: Map<string, Buffer>;
  let headers: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    ama = await createUser(t.app, { email: 'ama@example.com' });
    kofi = await createUser(t.app, { email: 'kofi@example.com' });
    await fillPortfolio(t.app, ama, 'Ama');
    await fillPortfolio(t.app, kofi, 'Kofi');
    await addRecords(t.app, ama.id, 'ama-ref-1');
    await addRecords(t.app, kofi.id, 'kofi-ref-1');
    // Ama's custom domain (decision 057) is listed with the settings; Kofi's is not hers.
    const now = new Date();
    const domain = (userId: string, name: string) => ({
      user_id: userId,
      domain: name,
      token: 'sparklink-verify=x',
      status: 'verified' as const,
      next_check_at: now,
      created_at: now,
    });
    await t.app.db
      .insertInto('custom_domains')
      .values([domain(ama.id, 'xn--am-nia.example.com'), domain(kofi.id, 'kofi.example.com')])
      .execute();
    const res = await exportOf(t, ama);
    expect(res.statusCode).toBe(200);
    headers = res.headers;
    entries = await unzip(res.rawPayload);
  });
  afterAll(() => t.close());

  it('answers a zip attachment that is never cached', () => {
    expect(headers['content-type']).toBe('application/zip');
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="sparklink-export-ama-mensah-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(headers['cache-control']).toBe('no-store');
  });

  it('holds the documented entries and a manifest with the format version', async () => {
    const galleryFiles = ['files/gallery/0001.webp', 'files/gallery/0002.webp'];
    expect([...entries.keys()].sort()).toEqual(
      [
        'README.txt',
        'manifest.json',
        'data/profile.json',
        'data/social-links.json',
        'data/pages.json',
        'data/gallery.json',
        'data/resume.json',
        'data/settings.json',
        'data/payments.json',
        'data/analytics-daily.json',
        'resume.json',
        'contact.vcf',
        'files/profile-picture.webp',
        'files/background.webp',
        'files/resume.pdf',
        ...galleryFiles,
      ].sort(),
    );
    expect(entries.get('README.txt')!.toString('utf8')).toBe(README);
    expect(json(entries, 'manifest.json')).toEqual({
      format: EXPORT_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: t.config.publicOrigin,
      email: 'ama@example.com',
    });
  });

  it('writes the profile, links, pages and settings as the owner sees them', async () => {
    expect(json(entries, 'data/profile.json')).toEqual({
      firstName: 'Ama',
      lastName: 'Mensah',
      username: 'ama-mensah',
      email: 'ama@example.com',
      country: 'GH',
      phone: '+233 20 123 4567',
      bio: 'Ama builds things, in Accra; mostly web.',
      tagline: 'Ama, product engineer',
      isPublished: true,
      allowIndexing: true,
      profilePicture: 'files/profile-picture.webp',
      backgroundImage: 'files/background.webp',
      createdAt: new Date(ama.row.created_at as number).toISOString(),
    });
    expect(json(entries, 'data/social-links.json')).toEqual([
      { platform: 'github', url: 'https://github.com/ama', order: 0, relMe: false, ...ARCHIVED_LINK('github') },
      {
        platform: 'linkedin',
        url: 'https://www.linkedin.com/in/ama',
        order: 1,
        relMe: false,
        ...ARCHIVED_LINK('linkedin'),
      },
    ]);
    const pages = json(entries, 'data/pages.json');
    const owned = (await t.app.inject({ method: 'GET', url: '/api/pages', headers: ama.headers })).json().data.pages;
    expect(pages).toEqual(
      owned.map((page: Record<string, unknown>) => ({
        type: page.type,
        title: page.title,
        slug: page.slug,
        content: page.content,
        order: page.order,
        isPublished: page.isPublished,
        publishedAt: page.publishedAt,
        publishAt: null,
        unpublishAt: null,
        isPasswordProtected: false,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
      })),
    );
    expect(pages.map((page: { content: unknown }) => page.content)).toEqual([PAGE_CONTENT, 'Plain text']);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: ama.headers })).json().data;
    expect(json(entries, 'data/settings.json')).toEqual({
      ...settings,
      customDomain: { domain: 'amá.example.com', status: 'verified' },
    });
    expect(settings.appearance.language).toBe('fr');
  });

  it('holds the gallery metadata and the stored images byte for byte', async () => {
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/gallery', headers: ama.headers })).json().data;
    expect(json(entries, 'data/gallery.json')).toEqual(
      items.map((item: Record<string, unknown>, index: number) => ({
        title: item.title,
        description: item.description,
        category: item.category,
        tags: item.tags,
        isVisible: item.isVisible,
        order: item.order,
        width: item.width,
        height: item.height,
        bytes: readStored(t, keyOf(item.imageUrl as string)).length,
        createdAt: item.createdAt,
        file: `files/gallery/000${index + 1}.webp`,
      })),
    );
    items.forEach((item: { imageUrl: string }, index: number) => {
      expect(entries.get(`files/gallery/000${index + 1}.webp`)!.equals(readStored(t, keyOf(item.imageUrl)))).toBe(true);
    });
    const { user, profile } = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: ama.headers })).json()
      .data;
    expect(entries.get('files/profile-picture.webp')!.equals(readStored(t, keyOf(user.profilePicture)))).toBe(true);
    expect(entries.get('files/background.webp')!.equals(readStored(t, keyOf(profile.backgroundImage)))).toBe(true);
  });

  it('holds the resume PDF as uploaded, with its settings', async () => {
    const key = (await storedResumeKey(t, ama.id))!;
    expect(entries.get('files/resume.pdf')!.equals(readStored(t, key))).toBe(true);
    expect(json(entries, 'data/resume.json')).toEqual({
      originalName: 'file.pdf',
      fileSize: readStored(t, key).length,
      allowDownload: false,
      uploadedAt: expect.stringMatching(/^\d{4}-/),
      file: 'files/resume.pdf',
    });
  });

  it('holds the payment history and the daily analytics counts', () => {
    expect(json(entries, 'data/payments.json')).toEqual([
      {
        reference: 'ama-ref-1',
        provider: 'test',
        plan: 'RISE',
        billingCycle: 'monthly',
        amountPesewas: 3500,
        currency: 'GHS',
        status: 'success',
        paidAt: '2026-03-01T10:00:00.000Z',
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
    expect(json(entries, 'data/analytics-daily.json')).toEqual([
      { day: '2026-03-01', type: 'profile_view', dim: 'total', dimValue: '', views: 7, visitors: 5, label: null },
      { day: '2026-03-02', type: 'profile_view', dim: 'total', dimValue: '', views: 3, visitors: 2, label: null },
    ]);
  });

  it('describes the owner in the JSON Resume schema', () => {
    const resume = json(entries, 'resume.json');
    const portfolio = `${t.config.publicOrigin}/public/ama-mensah`;
    expect(resume.basics).toEqual({
      name: 'Ama Mensah',
      label: 'Ama, product engineer',
      image: expect.stringMatching(/^http:\/\/.+\/media\/avatars\/[0-9a-f-]+\.webp$/),
      email: 'ama@example.com',
      phone: '+233 20 123 4567',
      url: portfolio,
      summary: 'Ama builds things, in Accra; mostly web.',
      location: { countryCode: 'GH' },
      profiles: [
        { network: 'Github', username: 'ama', url: 'https://github.com/ama' },
        { network: 'Linkedin', username: 'ama', url: 'https://www.linkedin.com/in/ama' },
      ],
    });
    expect(resume.meta).toEqual({ canonical: portfolio, version: 'v1.0.0', lastModified: expect.any(String) });
  });

  it('describes the owner as a vCard 4.0 with escaped text and CRLF lines', () => {
    const lines = entries.get('contact.vcf')!.toString('utf8').split('\r\n');
    expect(lines.slice(0, 9)).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'FN:Ama Mensah',
      'N:Mensah;Ama;;;',
      'NICKNAME:ama-mensah',
      'EMAIL:ama@example.com',
      'TEL;VALUE=uri:tel:+233201234567',
      'ADR:;;;;;;GH',
      'TITLE:Ama\\, product engineer',
    ]);
    expect(lines).toContain('NOTE:Ama builds things\\, in Accra\\; mostly web.');
    expect(lines).toContain(`URL:${t.config.publicOrigin}/public/ama-mensah`);
    expect(lines).toContain('SOCIALPROFILE;SERVICE-TYPE=Github:https://github.com/ama');
    expect(lines.at(-2)).toBe('END:VCARD');
    expect(lines.at(-1)).toBe('');
  });

  it("never holds another account's data", async () => {
    const everything = [...entries.values()].map((body) => body.toString('latin1')).join('\n');
    for (const foreign of ['Kofi', 'kofi', 'kofi-ref-1', kofi.id]) expect(everything).not.toContain(foreign);
    const kofisFiles = await unzip((await exportOf(t, kofi)).rawPayload);
    for (const name of ['files/resume.pdf', 'files/gallery/0001.webp', 'files/profile-picture.webp']) {
      expect(kofisFiles.get(name)!.equals(entries.get(name)!)).toBe(false);
    }
  });

  it('stops reading storage when the download ends early', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const stream = exportArchive(t.app, log as unknown as FastifyBaseLogger, ama.row);
    stream.once('data', () => stream.destroy());
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith('export download ended early'));
    expect(log.error).not.toHaveBeenCalled();
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'UNAUTHENTICATED', message: MESSAGES.accessTokenRequired });
  });

  it('allows five exports an hour per user, then 429 with Retry-After', async () => {
    const owner = await createUser(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await exportOf(t, owner)).statusCode).toBe(200);
    const refused = await exportOf(t, owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 'ERROR', code: 'RATE_LIMITED', message: MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another owner's budget is their own.
    expect((await exportOf(t, await createUser(t.app))).statusCode).toBe(200);
  });
});
