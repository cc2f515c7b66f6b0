import type { FastifyBaseLogger } from 'fastify';
import { removeStoredFiles, type Storage } from '../../plugins/storage';

export interface NewFile {
  key: string;
  body: Buffer;
  contentType: string;
}

/**
 * Writes the new file, then runs `commit`, the database change that points at it and returns the
 * key it replaced. The replaced file is deleted only after that commit; if the commit fails, the
 * new file is deleted instead, so neither path leaves an orphan (api-contract §1.6).
 */
export async function replaceStoredFile(
  storage: Storage,
  log: FastifyBaseLogger,
  file: NewFile,
  commit: () => Promise<string | null>,
): Promise<void> {
  await storage.put(file.key, file.body, file.contentType);
  let replacedKey: string | null;
  try {
    replacedKey = await commit();
  } catch (error) {
    await removeStoredFiles(storage, [file.key], log);
    throw error;
  }
  if (replacedKey !== file.key) await removeStoredFiles(storage, [replacedKey], log);
}
