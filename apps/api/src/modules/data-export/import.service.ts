import { DATA_EXPORT_MESSAGES as M, IMPORT_LIMITS, type ImportResult } from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../users/user.repository';
import { ArchiveReader } from './archive-reader';
import {
  importGallery,
  importPages,
  importResume,
  importSettings,
  importSocialLinks,
  refreshUser,
  type ImportRun,
} from './import-content';
import { readImportedDocuments } from './import-documents';
import { prepareFiles } from './import-files';
import { importProfile } from './import-profile';
import type { ReceivedArchive } from './import-upload';

const HOUR = 60 * 60_000;

/** One import per account at a time, across processes (the limiter's store is shared with Redis). */
const runningKey = (userId: string) => `import-running:${userId}`;

/**
 * Claims the account for one import: a second request while one runs gets 429 (it would pass
 * the emptiness check too). The claim expires on its own should the process die mid-import.
 */
export async function claimImport(app: FastifyInstance, userId: string): Promise<() => Promise<void>> {
  await app.rateLimiter.consume({ key: runningKey(userId), max: 1, windowMs: HOUR, message: M.importRunning });
  return () => app.rateLimiter.reset(runningKey(userId));
}

const hasRow = async (db: Kysely<DB>, table: 'pages' | 'social_links' | 'gallery_items' | 'resumes', id: string) =>
  (await db.selectFrom(table).select('user_id').where('user_id', '=', id).limit(1).executeTakeFirst()) !== undefined;

/**
 * "Empty" is what a new account looks like: no pages, links, gallery items or resume, and no
 * bio, tagline, picture or background. Names, username and settings may already be set (sign-up
 * and onboarding ask for them); the archive's values replace them, except a chosen username.
 */
export async function assertEmptyAccount(db: Kysely<DB>, user: UserRow): Promise<void> {
  const profile = await db
    .selectFrom('profiles')
    .select(['bio', 'tagline', 'background_image_key'])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  const owned = await Promise.all(
    (['pages', 'social_links', 'gallery_items', 'resumes'] as const).map((table) => hasRow(db, table, user.id)),
  );
  const hasProfile = Boolean(
    profile.bio || profile.tagline || profile.background_image_key || user.profile_picture_key,
  );
  if (hasProfile || owned.includes(true)) throw new AppError('CONFLICT', M.accountNotEmpty);
}

/** What one import may read and decode: bytes inflated in all, pixels its images' headers claim in all. */
export interface ImportBudget {
  inflatedBytes: number;
  imagePixels: number;
}

const IMPORT_BUDGET: ImportBudget = { inflatedBytes: IMPORT_LIMITS.totalBytes, imagePixels: IMPORT_LIMITS.imagePixels };

/**
 * POST /api/account/import after the archive arrived: everything is read and checked first (the
 * documents, then every file they name, inflated once, within the budget), then restored through
 * each domain's own service in the order a person would build the portfolio.
 */
export async function importArchive(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  user: UserRow,
  archive: ReceivedArchive,
  budget: Partial<ImportBudget> = {},
): Promise<ImportResult> {
  const limits = { ...IMPORT_BUDGET, ...budget };
  const reader = await ArchiveReader.open(archive.path, limits.inflatedBytes);
  try {
    const docs = await readImportedDocuments(reader, user.email);
    const files = await prepareFiles(reader, docs, archive.dir, limits.imagePixels);
    reader.close(); // every entry the import uses is in `files` now
    const run: ImportRun = { app, log, user, files, docs, leftOut: [] };
    await importProfile(run);
    await refreshUser(run);
    const socialLinks = await importSocialLinks(run);
    const pages = await importPages(run);
    const galleryItems = await importGallery(run);
    const resume = await importResume(run);
    const settings = await importSettings(run);
    return { imported: { profile: true, socialLinks, pages, galleryItems, resume, settings }, leftOut: run.leftOut };
  } finally {
    reader.close();
  }
}
