import { DATA_EXPORT_MESSAGES as M } from '@sparklink/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/database';
import { startSession } from '../../src/modules/auth/auth-session';
import { denseTenMegabytes, hostileArchive } from '../../src/modules/data-export/hostile-archive.test-support';
import { greyPng } from '../../src/modules/uploads/image-bombs.test-support';
import { insertUser } from '../helpers/factories';
import { cpuSecondsOf } from '../helpers/process-usage';
import {
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from '../helpers/server-process';

const JWT_SECRET = 'import-cpu-budget-jwt-secret-0123456789';

/**
 * CPU-seconds the server may spend on one hostile import (issue 30). Before decision 035 these
 * archives cost 16 and 4.5 CPU-seconds; refused or read by their headers they cost a few
 * hundredths. The budget leaves a slow, shared two-core machine twenty times that.
 */
const CPU_BUDGET_SECONDS = 1.5;

describe('the CPU an import costs, read from the server process', () => {
  let database: ProcessDatabase;
  let handle: Database;
  let server: ServerProcess;
  let owners = 0;

  beforeAll(async () => {
    database = await createProcessDatabase();
    handle = createDatabase(database.settings);
    server = await startServerProcess(database, { JWT_SECRET });
  });
  afterAll(async () => {
    await server.stop();
    await handle.close();
    await database.drop();
  });

  /** A new, empty account of its own for each archive, and the archive made out to its address. */
  async function importCost(archiveFor: (email: string) => Promise<Buffer> | Buffer) {
    owners += 1;
    const email = `cpu-${owners}@example.com`;
    const owner = await insertUser(handle.db, { email, password: 'correct-horse-battery', tier: 'BLAZE' });
    const form = new FormData();
    form.append(
      'archive',
      new Blob([new Uint8Array(await archiveFor(email))], { type: 'application/zip' }),
      'export.zip',
    );
    const authorization = `Bearer ${await startSession(handle.db, JWT_SECRET, owner, { userAgent: undefined })}`;
    // An import needs a fresh proof of identity (decision 034), made before the CPU is read.
    const confirmed = await server.fetch('/api/auth/confirm-identity', {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'correct-horse-battery' }),
    });
    expect(confirmed.status).toBe(200);
    const pid = server.child.pid!;
    const before = cpuSecondsOf(pid);
    const res = await server.fetch('/api/account/import', {
      method: 'POST',
      headers: { authorization },
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
    const seconds = cpuSecondsOf(pid) - before;
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, seconds };
  }

  const repeated = (path: string) => ({
    status: 'ERROR',
    code: 'VALIDATION_ERROR',
    message: M.archiveFileRepeated,
    errors: [{ path, message: M.archiveFileRepeated }],
  });

  it('refuses one 10 MB entry named by 150 gallery items within the budget', { timeout: 180_000 }, async () => {
    const entry = 'files/gallery/0001.webp';
    const body = denseTenMegabytes();
    const cost = await importCost((email) =>
      hostileArchive({
        email,
        galleryFiles: Array.from({ length: 150 }, () => entry),
        files: [{ name: entry, body, deflate: true }],
      }),
    );
    console.info(`150 items naming one 10 MB entry: ${cost.seconds.toFixed(2)} CPU-seconds`);
    expect(cost.body).toEqual(repeated('gallery[1].file'));
    expect(cost.seconds).toBeLessThan(CPU_BUDGET_SECONDS);
  });

  it('refuses one 7071² PNG named by 12 gallery items within the budget', { timeout: 180_000 }, async () => {
    const entry = 'files/gallery/0001.webp';
    const png = await greyPng(7071);
    const cost = await importCost((email) =>
      hostileArchive({
        email,
        galleryFiles: Array.from({ length: 12 }, () => entry),
        files: [{ name: entry, body: png }],
      }),
    );
    console.info(`12 items naming one 7071² PNG: ${cost.seconds.toFixed(2)} CPU-seconds`);
    expect(cost.body).toEqual(repeated('gallery[1].file'));
    expect(cost.seconds).toBeLessThan(CPU_BUDGET_SECONDS);
  });

  it('leaves out twelve distinct 7071² PNGs by their headers, within the budget', { timeout: 180_000 }, async () => {
    const png = await greyPng(7071);
    const names = Array.from({ length: 12 }, (_, index) => `files/gallery/${String(index + 1).padStart(4, '0')}.webp`);
    const cost = await importCost((email) =>
      hostileArchive({ email, galleryFiles: names, files: names.map((name) => ({ name, body: png })) }),
    );
    console.info(`12 distinct 7071² PNGs: ${cost.seconds.toFixed(2)} CPU-seconds`);
    expect(cost.status).toBe(200);
    expect(cost.body.data).toMatchObject({
      imported: { galleryItems: 0, pages: 1, socialLinks: 1 },
      leftOut: names.map((_, index) => ({ kind: 'galleryItem', name: `Item ${index}`, reason: M.leftUnreadable })),
    });
    expect(cost.seconds).toBeLessThan(CPU_BUDGET_SECONDS);
  });
});
