import { DATA_EXPORT_MESSAGES as M, EXPORT_FORMAT, IMPORT_LIMITS, MESSAGES } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/helpers/factories';
import { multipart } from '../../../test/helpers/multipart';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { pdfBytes } from '../resume/resume.test-support';
import { ENTRY } from './archive-layout';
import { fillPortfolio } from './data-export.test-support';
import { claimImport } from './import.service';
import { receiveArchive } from './import-upload';
import { exportOf, importInto, rawZip, unzip, zipOf, type RawEntry } from './zip-test-support';

const EMAIL = 'owner@example.com';
const manifest = (changes: object = {}) =>
  JSON.stringify({
    format: EXPORT_FORMAT,
    version: 1,
    exportedAt: '2026-03-01T00:00:00.000Z',
    source: 'x',
    email: EMAIL,
    ...changes,
  });
const refusal = (message: string) => ({
  status: 'ERROR',
  code: 'VALIDATION_ERROR',
  message,
  errors: [{ path: 'archive', message }],
});

describe('POST /api/account/import refuses archives that are not ours or not safe (decision 020)', () => {
  let t: TestApp;
  let genuine: Map<string, Buffer>;
  beforeAll(async () => {
    t = await createTestApp({}, (app) =>
      // The size cut-off, with a limit small enough to reach in a test.
      app.register(async (scope) => {
        scope.post('/test/receive', async (request) => {
          const archive = await receiveArchive(request, 1024);
          await archive.discard();
          return { received: true };
        });
      }),
    );
    const owner = await createUser(t.app, { email: EMAIL });
    await fillPortfolio(t.app, owner, 'Owner');
    genuine = await unzip((await exportOf(t, owner)).rawPayload);
  });
  afterAll(() => t.close());

  /** A fresh, empty account with the archive owner's e-mail: only the archive can be at fault. */
  const freshOwner = async () => {
    await t.app.db.deleteFrom('users').where('email', '=', EMAIL).execute();
    return createUser(t.app, { email: EMAIL });
  };
  const importing = async (archive: Buffer) => importInto(t, await freshOwner(), archive);
  const withEntries = (changes: Record<string, Buffer | string | null>) => {
    const entries = new Map<string, Buffer | string>(genuine);
    for (const [name, body] of Object.entries(changes)) {
      if (body === null) entries.delete(name);
      else entries.set(name, body);
    }
    return zipOf(entries);
  };
  const expectRefused = async (archive: Buffer, message: string) => {
    const res = await importing(archive);
    expect(res.json()).toEqual(refusal(message));
    expect(res.statusCode).toBe(400);
  };

  it('types the upload by its bytes: a PDF named .zip is not an archive', async () => {
    const res = await importing(pdfBytes());
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'UNSUPPORTED_MEDIA_TYPE', message: M.archiveNotZip });
  });

  it('refuses a zip without our manifest, or with another format', async () => {
    await expectRefused(await withEntries({ [ENTRY.manifest]: null }), M.archiveNotOurs);
    await expectRefused(
      await withEntries({ [ENTRY.manifest]: manifest({ format: 'other-export' }) }),
      M.archiveNotOurs,
    );
    await expectRefused(await withEntries({ [ENTRY.manifest]: '{ not json' }), M.archiveDamaged);
  });

  it('refuses another format version', async () => {
    await expectRefused(await withEntries({ [ENTRY.manifest]: manifest({ version: 2 }) }), M.archiveVersion);
  });

  it('refuses a missing or malformed document, before anything is written', async () => {
    await expectRefused(await withEntries({ [ENTRY.pages]: null }), M.archiveDamaged);
    await expectRefused(await withEntries({ [ENTRY.gallery]: '[{"title": 5}]' }), M.archiveDamaged);
    await expectRefused(await withEntries({ [ENTRY.profile]: '{"firstName": "A\\u0000"}' }), M.archiveDamaged);
    const owner = await createUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/pages', headers: owner.headers })).json().data.pages,
    ).toEqual([]);
  });

  const genuineEntries = (): RawEntry[] =>
    [...genuine].map(([name, body]) => ({ name, body, deflate: !name.startsWith('files/') }));

  it.each([
    ['a path that climbs out', '../../etc/passwd'],
    ['an absolute path', '/etc/passwd'],
    ['a backslash path', 'files\\..\\..\\evil.txt'],
    ['a dot segment', 'files/./evil.txt'],
  ])('refuses %s', async (_case, name) => {
    await expectRefused(rawZip([...genuineEntries(), { name, body: Buffer.from('x') }]), M.archiveUnsafe);
  });

  it('refuses a zip bomb by its declared size and by its ratio', async () => {
    const huge = Buffer.alloc(IMPORT_LIMITS.documentBytes + 1);
    await expectRefused(
      rawZip([...genuineEntries(), { name: 'data/bomb.json', body: huge, deflate: true }]),
      M.archiveUnsafe,
    );
    const dense = Buffer.alloc(1024 * 1024);
    await expectRefused(
      rawZip([...genuineEntries(), { name: 'data/dense.json', body: dense, deflate: true }]),
      M.archiveUnsafe,
    );
  });

  it('refuses an entry that inflates past its declared size', async () => {
    const entries = genuineEntries().map((entry) =>
      entry.name === ENTRY.manifest ? { ...entry, declaredSize: 10 } : entry,
    );
    await expectRefused(rawZip(entries), M.archiveDamaged);
  });

  it('refuses too many entries and duplicate names', async () => {
    const many = Array.from({ length: IMPORT_LIMITS.entries + 1 }, (_, index) => ({
      name: `data/extra-${index}.txt`,
      body: Buffer.from('x'),
    }));
    await expectRefused(rawZip(many), M.archiveUnsafe);
    await expectRefused(rawZip([...genuineEntries(), genuineEntries()[0]!]), M.archiveUnsafe);
  });

  it('refuses a damaged zip', async () => {
    const zip = await withEntries({});
    await expectRefused(zip.subarray(0, zip.length - 40), M.archiveDamaged);
  });

  it('stops reading an upload at the archive limit', async () => {
    const owner = await createUser(t.app);
    const { payload, headers } = multipart([
      { field: 'archive', filename: 'a.zip', contentType: 'application/zip', body: Buffer.alloc(2048) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/receive',
      headers: { ...owner.headers, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'ERROR', code: 'PAYLOAD_TOO_LARGE', message: M.archiveTooLarge });
  });

  it('asks for the archive in its own field, as multipart', async () => {
    const owner = await createUser(t.app);
    const wrongField = await importInto(t, owner, await withEntries({}), 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors).toEqual([{ path: 'file', message: MESSAGES.unexpectedFileField }]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: owner.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(MESSAGES.unsupportedContentType);
    const empty = await t.app.inject({ method: 'POST', url: '/api/account/import', headers: owner.headers });
    expect(empty.json()).toEqual({
      status: 'ERROR',
      code: 'VALIDATION_ERROR',
      message: M.archiveRequired,
      errors: [{ path: 'archive', message: M.archiveRequired }],
    });
  });

  it('runs one import per account at a time', async () => {
    const owner = await createUser(t.app);
    const release = await claimImport(t.app, owner.id);
    await expect(claimImport(t.app, owner.id)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: M.importRunning,
    });
    await release();
    await (
      await claimImport(t.app, owner.id)
    )();
  });

  it('allows five imports an hour per user', async () => {
    const owner = await createUser(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await importInto(t, owner, pdfBytes())).statusCode).toBe(415);
    }
    const refused = await importInto(t, owner, pdfBytes());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.rateLimited);
  });
});
