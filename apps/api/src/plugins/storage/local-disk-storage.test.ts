import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { newStorageKey, removeStoredFiles, type Storage } from '.';

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sparklink-uploads-'));
  const storage = new LocalDiskStorage(path.join(root, 'uploads'), 'http://localhost:3000/media');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('keeps stored files owner-only (a private resume is served only through the API)', async () => {
    const key = newStorageKey('resumes', 'application/pdf');
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    const file = path.join(root, 'uploads', key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  it('writes, reads back with the type of its extension, and deletes', async () => {
    const key = newStorageKey('avatars', 'image/webp');
    expect(key).toMatch(/^avatars\/[0-9a-f-]{36}\.webp$/);
    await storage.put(key, Buffer.from('pixels'), 'image/webp');
    expect(readFileSync(path.join(root, 'uploads', key), 'utf8')).toBe('pixels');

    const stored = await storage.get(key);
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 6 });
    expect(await text(stored!.body as NodeJS.ReadableStream)).toBe('pixels');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(storage.publicUrl(key)).toBe(`http://localhost:3000/media/${key}`);
  });

  it('never reads or writes outside its root', async () => {
    writeFileSync(path.join(root, 'secret.webp'), 'secret');
    for (const key of ['../secret.webp', '/etc/passwd.webp', 'avatars/../../secret.webp', 'a\\..\\b.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    }
    expect(readFileSync(path.join(root, 'secret.webp'), 'utf8')).toBe('secret');
  });
});

describe('removeStoredFiles (replaced uploads, deleted accounts)', () => {
  it('deletes every given key, skips empty ones, and logs a failure instead of throwing', async () => {
    const deleted: string[] = [];
    const storage: Storage = {
      put: async () => {},
      get: async () => null,
      publicUrl: (key) => key,
      delete: async (key) => {
        if (key === 'avatars/broken.webp') throw new Error('disk on fire');
        deleted.push(key);
      },
    };
    const lines: string[] = [];
    const log = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    await removeStoredFiles(
      storage,
      ['avatars/a.webp', null, undefined, 'avatars/broken.webp', 'backgrounds/b.webp'],
      log,
    );
    expect(deleted.sort()).toEqual(['avatars/a.webp', 'backgrounds/b.webp']);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ key: 'avatars/broken.webp', msg: 'could not delete a stored file' });
  });
});
