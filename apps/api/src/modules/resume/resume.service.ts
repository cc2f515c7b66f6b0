import { NO_RESUME } from '@sparklink/contract';
import { MESSAGES, RESUME_MIME_TYPE, type ResumeInfo, type ResumeSettings } from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { toBool } from '../../db/values';
import { AppError, notFound } from '../../lib/app-error';
import { newStorageKey, removeStoredFiles, type StoredObject } from '../../plugins/storage';
import type { Upload } from '../uploads/read-upload';
import { replaceStoredFile } from '../uploads/replace-stored-file';
import type { UserRow } from '../users/user.repository';
import { cleanOriginalName } from './resume-file-names';
import { toResumeInfo } from './resume.projection';
import {
  deleteResumeRow,
  findResume,
  insertResume,
  setAllowDownload,
  swapResumeFile,
  type ResumeFile,
  type ResumeRow,
} from './resume.repository';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const SAVE_ATTEMPTS = 3;

const ownerNames = (user: UserRow) => ({
  firstName: user.first_name,
  lastName: user.last_name,
  username: user.username,
});

/** GET /api/resume/info: the caller's resume, or the all-null answer when there is none. */
export async function getResumeInfo(app: FastifyInstance, user: UserRow): Promise<ResumeInfo> {
  const row = await findResume(app.db, user.id);
  return row ? toResumeInfo(row, ownerNames(user), app.config.publicOrigin) : NO_RESUME;
}

/**
 * POST /api/resume/upload: the PDF is stored as sent, under a private key. It replaces the old
 * resume, whose file is deleted only after the new row is committed (api-contract §6).
 */
export async function uploadResume(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  user: UserRow,
  upload: Pick<Upload, 'file' | 'fileName'>,
): Promise<ResumeInfo> {
  // The bytes decide, never the name or the declared type: a PDF named .png is still a PDF.
  if (!upload.file.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.resumePdfOnly);
  }
  const file: ResumeFile = {
    storageKey: newStorageKey('private/resumes', RESUME_MIME_TYPE),
    originalName: cleanOriginalName(upload.fileName),
    fileSize: upload.file.length,
  };
  await replaceStoredFile(
    app.storage,
    log,
    { key: file.storageKey, body: upload.file, contentType: RESUME_MIME_TYPE },
    () => pointResumeAt(app.db, user.id, file),
  );
  return getResumeInfo(app, user);
}

/** Makes the user's one resume row name `file`; answers the key it replaced, null on a first upload. */
async function pointResumeAt(db: Kysely<DB>, userId: string, file: ResumeFile): Promise<string | null> {
  // Each step is one statement; a concurrent upload that wins in between makes this one retry.
  for (let attempt = 1; attempt <= SAVE_ATTEMPTS; attempt += 1) {
    const now = new Date();
    const current = await findResume(db, userId);
    try {
      if (!current) {
        await insertResume(db, userId, file, now);
        return null;
      }
      if (await swapResumeFile(db, userId, current.storage_key, file, now)) return current.storage_key;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('The resume kept changing while an upload was being saved');
}

/** PUT /api/resume/settings. */
export async function updateResumeSettings(db: Kysely<DB>, userId: string, allow: boolean): Promise<ResumeSettings> {
  if (!(await setAllowDownload(db, userId, allow))) throw notFound(MESSAGES.noResumeUploaded);
  return { allowResumeDownload: allow };
}

/** DELETE /api/resume: the row goes first; its file is removed once that is committed. */
export async function deleteResume(app: FastifyInstance, log: FastifyBaseLogger, userId: string): Promise<void> {
  const key = await deleteResumeRow(app.db, userId);
  if (!key) throw notFound(MESSAGES.noResumeToDelete);
  await removeStoredFiles(app.storage, [key], log);
}

export interface OpenedResume {
  row: ResumeRow;
  file: StoredObject;
}

/** GET /api/resume/download: the owner's own file, whether or not downloads are allowed. */
export async function openOwnerResume(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
): Promise<OpenedResume> {
  const row = await findResume(app.db, userId);
  if (!row) throw notFound(MESSAGES.noResumeUploaded);
  return { row, file: await openStoredFile(app, log, row, MESSAGES.noResumeUploaded) };
}

/** The resume visitors may download (api-contract §8.2): it exists and downloads are allowed. */
export async function findPublicResume(db: Kysely<DB>, ownerId: string): Promise<ResumeRow> {
  const row = await findResume(db, ownerId);
  if (!row || !toBool(row.allow_download)) throw notFound(MESSAGES.noResumeForDownload);
  return row;
}

/** A visitor's GET: the file (counting it is the route's, public-resume.routes.ts). */
export function openPublicResume(app: FastifyInstance, log: FastifyBaseLogger, row: ResumeRow): Promise<StoredObject> {
  return openStoredFile(app, log, row, MESSAGES.noResumeForDownload);
}

async function openStoredFile(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  row: ResumeRow,
  missingMessage: string,
): Promise<StoredObject> {
  const file = await app.storage.get(row.storage_key);
  if (file) return file;
  // The row outlived its file (storage lost it): nothing can be served.
  log.error({ key: row.storage_key, resumeId: row.id }, 'resume file missing from storage');
  throw notFound(missingMessage);
}
