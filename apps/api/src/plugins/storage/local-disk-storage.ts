import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertValidStorageKey, contentTypeOfKey, type Storage, type StoredObject } from './storage';

/** Files under one root directory (the embedded default: `DATA_DIR/uploads`). */
export class LocalDiskStorage implements Storage {
  readonly #root: string;

  constructor(
    root: string,
    private readonly mediaBaseUrl: string,
  ) {
    this.#root = path.resolve(root);
  }

  /** The type is not kept: local keys carry it in their extension (see `contentTypeOfKey`). */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.#pathOf(key);
    // Owner-only: a private resume is served only through the API, never straight off the disk.
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, body, { mode: 0o600 });
    await rename(partial, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    // Open first, then stat the handle: a file deleted in between is still read whole.
    const handle = await open(this.#pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { body: handle.createReadStream(), contentType: contentTypeOfKey(key), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${this.mediaBaseUrl}/${key}`;
  }

  #pathOf(key: string): string {
    assertValidStorageKey(key);
    const file = path.resolve(this.#root, key);
    // The key pattern already forbids `..`; this keeps the guarantee if the pattern ever loosens.
    if (!file.startsWith(this.#root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  }
}
