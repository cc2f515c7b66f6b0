import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../src/db/database';
import { startSession } from '../../src/modules/auth/auth-session';
import { insertUser } from '../helpers/factories';
import { multipart } from '../helpers/multipart';
import {
  REPO_ROOT,
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from '../helpers/server-process';

const JWT_SECRET = 'backup-restore-jwt-secret-0123456789';

describe('npm run backup and npm run restore', () => {
  let database: ProcessDatabase;
  let server: ServerProcess;
  let headers: { authorization: string };
  const backupRoot = mkdtempSync(path.join(os.tmpdir(), 'sparklink-backups-'));

  /**
   * The backup command as `npm run backup` / `npm run restore` runs it, against this instance;
   * asynchronous, so this process goes on writing through the server meanwhile.
   */
  const cli = (...args: string[]) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/backup/backup-cli.ts', ...args],
        {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: database.dataDir, JWT_SECRET, ...database.env },
        },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  const api = (url: string, init: RequestInit = {}) =>
    fetch(`${server.origin}${url}`, { ...init, headers: { ...headers, ...init.headers } });

  beforeAll(async () => {
    database = await createProcessDatabase();
    const handle = createDatabase(database.settings);
    const owner = await insertUser(handle.db, {
      email: 'backup@example.com',
      password: 'correct-horse-battery',
      username: 'backedup',
      tier: 'BLAZE',
    });
    headers = { authorization: `Bearer ${await startSession(handle.db, JWT_SECRET, owner, { userAgent: undefined })}` };
    await handle.close();
    server = await startServerProcess(database, { JWT_SECRET });
  });
  afterAll(async () => {
    await server.stop();
    await database.drop();
    rmSync(backupRoot, { recursive: true, force: true });
  });

  async function populate() {
    const page = await api('/api/pages', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'ABOUT', title: 'About me', slug: 'about' }),
    });
    expect(page.status).toBe(201);
    const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3366' } })
      .png()
      .toBuffer();
    const form = multipart([
      { field: 'image', filename: 'photo.png', contentType: 'image/png', body: image },
      { field: 'title', value: 'Sunset' },
    ]);
    const uploaded = await api('/api/gallery/upload', {
      method: 'POST',
      headers: form.headers,
      body: new Uint8Array(form.payload),
    });
    expect(uploaded.status).toBe(201);
    const item = ((await uploaded.json()) as { data: { imageUrl: string } }).data;
    return { imageUrl: item.imageUrl, imageBytes: Buffer.from(await (await fetch(item.imageUrl)).arrayBuffer()) };
  }

  it('round-trips a populated instance taken while the server runs and writes', async () => {
    const { imageUrl, imageBytes } = await populate();
    // Writes go on while the snapshot is taken.
    let writing = true;
    const writes = (async () => {
      let n = 0;
      for (; writing; n++) {
        await api('/api/pages', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'CUSTOM', title: `During backup ${n}`, slug: `during-${n}` }),
        });
      }
      return n;
    })();
    const made = await cli('backup', backupRoot);
    writing = false;
    const pagesWritten = await writes;
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(pagesWritten).toBeGreaterThan(0);
    const [name] = readdirSync(backupRoot);
    const dir = path.join(backupRoot, name!);
    expect(made.stdout).toContain(`Backup written to ${dir}`);
    expect(existsSync(path.join(dir, 'manifest.json'))).toBe(true);

    if (inject('dialect') === 'postgres') {
      // PostgreSQL is dumped with its own tools; the command says how and copies the uploads.
      expect(made.stdout).toContain('pg_dump --format=custom');
      expect(existsSync(path.join(dir, 'sparklink.db'))).toBe(false);
      expect(readdirSync(path.join(dir, 'uploads')).length).toBeGreaterThan(0);
      return;
    }

    await server.stop();
    const refused = await cli('restore', dir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('exists: stop the server and pass --force to replace it');
    for (const entry of readdirSync(database.dataDir)) rmSync(path.join(database.dataDir, entry), { recursive: true });

    const restored = await cli('restore', dir);
    expect(restored.status).toBe(0);
    server = await startServerProcess(database, { JWT_SECRET });
    const pages = (await (await api('/api/pages')).json()) as { data: { pages: Array<{ slug: string }> } };
    expect(pages.data.pages.map((page) => page.slug)).toContain('about');
    const gallery = (await (await api('/api/gallery')).json()) as {
      data: { items: Array<{ title: string; imageUrl: string }> };
    };
    expect(gallery.data.items.map((item) => item.title)).toEqual(['Sunset']);
    const servedAgain = await fetch(imageUrl.replace(/^https?:\/\/[^/]+/, server.origin));
    expect(servedAgain.status).toBe(200);
    expect(Buffer.from(await servedAgain.arrayBuffer()).equals(imageBytes)).toBe(true);
    expect((await fetch(`${server.origin}/public/backedup`)).status).toBe(200);
  });
});
