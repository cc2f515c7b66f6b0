import {
  CreatePageSchema,
  DATA_EXPORT_MESSAGES as M,
  GALLERY_LIMITS,
  GalleryUploadFieldsSchema,
  planFor,
  SocialLinkInputSchema,
  UpdateSettingsSchema,
  type LeftOut,
} from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { uploadItem } from '../gallery/gallery-upload.service';
import { createPage } from '../pages/pages.service';
import { replaceSocialLinks } from '../profile/social-links.service';
import { updateResumeSettings, uploadResume } from '../resume/resume.service';
import { updateSettings } from '../settings/settings.service';
import { spendUploadAllowance } from '../uploads/upload-quota';
import { effectiveTier } from '../users/user.projection';
import { findUserById, type UserRow } from '../users/user.repository';
import type { ImportedDocuments } from './import-documents';
import { galleryInImportOrder, type ImportFiles } from './import-files';
import { importedSchedule } from './import-schedules';

/** One import's state: where it writes, what it reads, and what it left out so far. */
export interface ImportRun {
  app: FastifyInstance;
  log: FastifyBaseLogger;
  user: UserRow;
  /** The files the documents name, inflated once before the first write. */
  files: ImportFiles;
  docs: ImportedDocuments;
  leftOut: LeftOut[];
}

const isAppError = (error: unknown, ...codes: string[]): error is AppError =>
  error instanceof AppError && codes.includes(error.code);

/** Links up to the plan's limit, in their order; the rest are reported (decision 020). */
export async function importSocialLinks(run: ImportRun): Promise<number> {
  const tier = effectiveTier(run.user);
  const limit = planFor(tier).limits.socialLinks;
  // Kept as the schema reads them, so an address is stored normalised as a saved one is (decision 036).
  const valid = [...run.docs.socialLinks]
    .sort((a, b) => a.order - b.order)
    .flatMap((link) => {
      const schedule = importedSchedule(tier, link.isEnabled ?? true, { start: link.startsAt, end: link.endsAt });
      const parsed = SocialLinkInputSchema.safeParse({
        ...link,
        isEnabled: schedule.shown,
        startsAt: schedule.start,
        endsAt: schedule.end,
      });
      if (parsed.success) return [{ link: parsed.data, scheduleLeftOut: schedule.leftOut }];
      run.leftOut.push({ kind: 'socialLink', name: link.platform, reason: M.leftUnreadable });
      return [];
    });
  const kept = limit === null ? valid : valid.slice(0, limit);
  for (const { link, scheduleLeftOut } of kept) {
    if (scheduleLeftOut) run.leftOut.push({ kind: 'socialLink', name: link.platform, ...scheduleLeftOut });
  }
  for (const { link } of valid.slice(kept.length)) {
    run.leftOut.push({ kind: 'socialLink', name: link.platform, reason: M.leftOverPlanLinks });
  }
  if (kept.length)
    await replaceSocialLinks(
      run.app,
      run.log,
      run.user,
      kept.map(({ link }) => link),
    );
  return kept.length;
}

/**
 * Pages through the pages service, one at a time and in order, so its owner lock, plan limit and
 * order rules hold. A protected page comes in as an unpublished draft: its password never left
 * the old server. Once the plan's limit is met, every later page is reported.
 */
export async function importPages(run: ImportRun): Promise<number> {
  const tier = effectiveTier(run.user);
  let imported = 0;
  for (const page of [...run.docs.pages].sort((a, b) => a.order - b.order)) {
    const schedule = importedSchedule(tier, page.isPublished, { start: page.publishAt, end: page.unpublishAt });
    const input = CreatePageSchema.safeParse({
      type: page.type,
      title: page.title,
      slug: page.slug,
      content: page.content,
      isPublished: schedule.shown && !page.isPasswordProtected,
      isPasswordProtected: false,
      publishAt: schedule.start,
      unpublishAt: schedule.end,
    });
    try {
      if (!input.success) throw new AppError('VALIDATION_ERROR', M.leftUnreadable);
      await createPage(run.app.db, run.user, input.data);
      imported += 1;
      if (page.isPasswordProtected) run.leftOut.push({ kind: 'page', name: page.slug, reason: M.leftProtectedPage });
      if (schedule.leftOut) run.leftOut.push({ kind: 'page', name: page.slug, ...schedule.leftOut });
    } catch (error) {
      if (!isAppError(error, 'PLAN_LIMIT', 'VALIDATION_ERROR', 'CONFLICT')) throw error;
      const reason = error.code === 'PLAN_LIMIT' ? M.leftOverPlanPages : M.leftUnreadable;
      run.leftOut.push({ kind: 'page', name: page.slug, reason });
    }
  }
  return imported;
}

/**
 * Gallery images re-stored through the upload pipeline (type by bytes, sharp, quota under the
 * lock), each counted against the owner's upload allowance. Items past the gallery limit are
 * reported without their files being read.
 */
export async function importGallery(run: ImportRun): Promise<number> {
  let imported = 0;
  for (const [position, { item }] of galleryInImportOrder(run.docs).entries()) {
    if (position >= GALLERY_LIMITS.itemsPerUser) {
      run.leftOut.push({ kind: 'galleryItem', name: item.title, reason: M.leftOverGalleryLimit });
      continue;
    }
    const fields = GalleryUploadFieldsSchema.safeParse({
      title: item.title,
      description: item.description,
      category: item.category,
      tags: item.tags,
      isVisible: String(item.isVisible),
    });
    const file = item.file ? await run.files.read(item.file) : null;
    if (!fields.success || !file) {
      run.leftOut.push({ kind: 'galleryItem', name: item.title, reason: M.leftUnreadable });
      continue;
    }
    try {
      await spendUploadAllowance(run.app, run.user.id);
      await uploadItem(run.app, run.log, run.user.id, file, fields.data);
      imported += 1;
    } catch (error) {
      if (!isAppError(error, 'FORBIDDEN', 'UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_ERROR')) throw error;
      const reason = error.code === 'FORBIDDEN' ? M.leftOverGalleryLimit : M.leftUnreadable;
      run.leftOut.push({ kind: 'galleryItem', name: item.title, reason });
    }
  }
  return imported;
}

/** The PDF through the resume service (checked by its bytes), then its download choice. */
export async function importResume(run: ImportRun): Promise<boolean> {
  const resume = run.docs.resume;
  if (!resume) return false;
  const file = resume.file ? await run.files.read(resume.file) : null;
  try {
    if (!file) throw new AppError('VALIDATION_ERROR', M.leftUnreadable);
    await uploadResume(run.app, run.log, run.user, { file, fileName: resume.originalName });
  } catch (error) {
    if (!isAppError(error, 'UNSUPPORTED_MEDIA_TYPE', 'VALIDATION_ERROR')) throw error;
    run.leftOut.push({ kind: 'resume', name: resume.originalName, reason: M.leftUnreadable });
    return false;
  }
  if (!resume.allowDownload) await updateResumeSettings(run.app.db, run.user.id, false);
  return true;
}

/** Settings last: `profileVisible` publishes the profile only once everything else is in place. */
export async function importSettings(run: ImportRun): Promise<boolean> {
  const parsed = UpdateSettingsSchema.safeParse(run.docs.settings);
  if (!parsed.success) return false;
  await updateSettings(run.app.db, run.user.id, parsed.data);
  return true;
}

/** The user row again: the profile step may have changed the names the resume's file name uses. */
export async function refreshUser(run: ImportRun): Promise<void> {
  run.user = (await findUserById(run.app.db, run.user.id))!;
}
