import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import path from 'node:path';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export { newStorageKey, PRIVATE_PREFIX, type Storage, type StoredObject } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Decorates `app.storage` (S3 when S3_BUCKET is set, else DATA_DIR/uploads); modules/media serves /media/*. */
export function registerStorage(app: FastifyInstance): void {
  const { config } = app;
  const storage: Storage = config.s3
    ? new S3Storage(config.s3, config.mediaBaseUrl)
    : new LocalDiskStorage(path.join(config.dataDir, 'uploads'), config.mediaBaseUrl);
  app.decorate('storage', storage);
  if (storage instanceof S3Storage) app.addHook('onClose', async () => storage.close());
}

/**
 * Deletes stored files after the rows that named them are gone (a replaced upload, a deleted
 * account). A failure is logged, never thrown: the database is already the truth by then.
 */
export async function removeStoredFiles(
  storage: Storage,
  keys: ReadonlyArray<string | null | undefined>,
  log: FastifyBaseLogger,
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!key) return;
      try {
        await storage.delete(key);
      } catch (error) {
        log.warn({ err: error, key }, 'could not delete a stored file');
      }
    }),
  );
}
