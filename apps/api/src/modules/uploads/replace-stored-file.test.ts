import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../plugins/storage/local-disk-storage';
import { replaceStoredFile } from './replace-stored-file';

describe('replaceStoredFile', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sparklink-replace-'));
  const storage = new LocalDiskStorage(root, 'http://localhost/media');
  const log = pino({ level: 'silent' });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const file = (key: string) => ({ key, body: Buffer.from(key), contentType: 'image/webp' });
  const exists = async (key: string) => {
    const stored = await storage.get(key);
    if (stored && !Buffer.isBuffer(stored.body)) stored.body.destroy();
    return stored !== null;
  };

  it('deletes the replaced file only after the commit succeeded', async () => {
    await storage.put('avatars/old.webp', Buffer.from('old'), 'image/webp');
    let seenDuringCommit: boolean | undefined;
    await replaceStoredFile(storage, log, file('avatars/new.webp'), async () => {
      seenDuringCommit = (await exists('avatars/old.webp')) && (await exists('avatars/new.webp'));
      return 'avatars/old.webp';
    });
    expect(seenDuringCommit).toBe(true);
    expect(await exists('avatars/old.webp')).toBe(false);
    expect(await exists('avatars/new.webp')).toBe(true);
  });

  it('removes the new file and keeps the old one when the commit fails', async () => {
    await storage.put('avatars/kept.webp', Buffer.from('kept'), 'image/webp');
    const failure = new Error('database said no');
    await expect(
      replaceStoredFile(storage, log, file('avatars/orphan.webp'), () => Promise.reject(failure)),
    ).rejects.toBe(failure);
    expect(await exists('avatars/orphan.webp')).toBe(false);
    expect(await exists('avatars/kept.webp')).toBe(true);
  });

  it('deletes nothing when there was no previous file', async () => {
    await replaceStoredFile(storage, log, file('avatars/first.webp'), async () => null);
    expect(await exists('avatars/first.webp')).toBe(true);
  });
});
