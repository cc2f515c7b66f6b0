import { DATA_EXPORT_MESSAGES as M } from '@sparklink/contract';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveReader } from './archive-reader';
import { rawZip } from './zip-test-support';

/** Decision 035: each entry inflates once, and the bytes inflated are counted across entries. */
describe('ArchiveReader', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sparklink-reader-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const zipFile = (name: string, sizes: number[]) => {
    const file = path.join(dir, name);
    const entries = sizes.map((size, index) => ({ name: `files/${index}.bin`, body: Buffer.alloc(size, index + 1) }));
    writeFileSync(file, rawZip(entries.map((entry) => ({ ...entry, deflate: true }))));
    return file;
  };

  it('inflates an entry once: a second read of it throws rather than inflating it again', async () => {
    const reader = await ArchiveReader.open(zipFile('once.zip', [50_000]));
    try {
      expect((await reader.read('files/0.bin'))?.length).toBe(50_000);
      expect(reader.wasRead('files/0.bin')).toBe(true);
      await expect(reader.read('files/0.bin')).rejects.toThrow('archive entry files/0.bin was already read');
      expect(reader.inflated).toBe(50_000);
    } finally {
      reader.close();
    }
  });

  it('refuses the archive once the bytes inflated in all pass the cap, each entry being under it', async () => {
    const reader = await ArchiveReader.open(zipFile('capped.zip', [40_000, 40_000]), 60_000);
    try {
      expect((await reader.read('files/0.bin'))?.length).toBe(40_000);
      await expect(reader.read('files/1.bin')).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
        message: M.archiveUnsafe,
        extra: { errors: [{ path: 'archive', message: M.archiveUnsafe }] },
      });
      expect(reader.inflated).toBeGreaterThan(60_000);
    } finally {
      reader.close();
    }
  });
});
