import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, ResumesTable } from '../../db/schema';
import { newId } from '../../lib/ids';

export type ResumeRow = Selectable<ResumesTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** The stored file a resume row points at. */
export interface ResumeFile {
  storageKey: string;
  originalName: string;
  fileSize: number;
}

export function findResume(db: Db, userId: string): Promise<ResumeRow | undefined> {
  return db.selectFrom('resumes').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** GET /api/profile's `hasResume`: the owner sees a resume even while downloads are off. */
export async function resumeExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('resumes').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The public `hasResume` (api-contract §8.1): a resume exists and downloads are allowed. */
export const downloadableResumes = (db: Db) =>
  db.selectFrom('resumes').select('resumes.id').where('resumes.allow_download', '=', true);

/** The first resume of a user; `allow_download` takes its default, true. */
export async function insertResume(db: Db, userId: string, file: ResumeFile, now: Date): Promise<void> {
  await db
    .insertInto('resumes')
    .values({
      id: newId(),
      user_id: userId,
      original_name: file.originalName,
      storage_key: file.storageKey,
      file_size: file.fileSize,
      uploaded_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * Points the resume at a new file, keeping `allow_download` and restarting the count. Only
 * succeeds while the row still names `previousKey`, so a concurrent replace is noticed rather
 * than orphaning the file it stored.
 */
export async function swapResumeFile(
  db: Db,
  userId: string,
  previousKey: string,
  file: ResumeFile,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('resumes')
    .set({
      original_name: file.originalName,
      storage_key: file.storageKey,
      file_size: file.fileSize,
      download_count: 0,
      uploaded_at: now,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('storage_key', '=', previousKey)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  // A new file: whoever downloaded the old one today counts again for this one.
  await db
    .deleteFrom('resume_download_visitors')
    .where('resume_id', 'in', db.selectFrom('resumes').select('id').where('user_id', '=', userId))
    .execute();
  return true;
}

export async function setAllowDownload(db: Db, userId: string, allow: boolean): Promise<boolean> {
  const result = await db
    .updateTable('resumes')
    .set({ allow_download: allow, updated_at: new Date() })
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the resume row and answers the key of its file, or null when there was none. */
export async function deleteResumeRow(db: Db, userId: string): Promise<string | null> {
  const row = await db.deleteFrom('resumes').where('user_id', '=', userId).returning('storage_key').executeTakeFirst();
  return row?.storage_key ?? null;
}

/**
 * One more public download, unless this visitor (the analytics hash of the day) has one today
 * already: true when it counted. The count restarts with every new upload.
 */
export function countDownloadOnce(db: Kysely<DB>, resumeId: string, day: string, visitor: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('resume_download_visitors')
      .values({ resume_id: resumeId, day, visitor_hash: visitor })
      .onConflict((oc) => oc.columns(['resume_id', 'day', 'visitor_hash']).doNothing())
      .executeTakeFirst();
    if (!first.numInsertedOrUpdatedRows) return false;
    await trx
      .updateTable('resumes')
      .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
      .where('id', '=', resumeId)
      .execute();
    // Earlier days are no longer needed, and their hashes can no longer be tied to anyone.
    await trx.deleteFrom('resume_download_visitors').where('resume_id', '=', resumeId).where('day', '<', day).execute();
    return true;
  });
}
