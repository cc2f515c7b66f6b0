import { DATA_EXPORT_MESSAGES as M, IMPORT_ARCHIVE_FIELD, IMPORT_LIMITS, MESSAGES } from '@sparklink/contract';
import type { FastifyRequest } from 'fastify';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError, invalidField } from '../../lib/app-error';

export interface ReceivedArchive {
  path: string;
  /** The import's own temporary directory, the archive's: removed with it by `discard`. */
  dir: string;
  /** Removes the temporary copy; safe to call whatever happened. */
  discard(): Promise<void>;
}

const missing = () => invalidField(IMPORT_ARCHIVE_FIELD, M.archiveRequired);

/**
 * Streams the one uploaded archive to a temporary file (a zip is read by random access, and an
 * archive of hundreds of images must not sit in memory), cut off at the archive limit.
 */
export async function receiveArchive(
  request: FastifyRequest,
  maxBytes: number = IMPORT_LIMITS.archiveBytes,
): Promise<ReceivedArchive> {
  if (!request.isMultipart()) {
    if (request.headers['content-type']) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedContentType);
    throw missing();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sparklink-import-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'archive.zip');
  try {
    const part = await request
      .file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false })
      .catch(() => undefined);
    if (!part) throw missing();
    if (part.fieldname !== IMPORT_ARCHIVE_FIELD) {
      part.file.resume();
      throw invalidField(part.fieldname, MESSAGES.unexpectedFileField);
    }
    await pipeline(part.file, createWriteStream(file)).catch(() => {
      throw missing();
    });
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', M.archiveTooLarge);
    if (part.file.bytesRead === 0) throw missing();
  } catch (error) {
    await discard();
    throw error;
  }
  return { path: file, dir, discard };
}
