/**
 * "Take your data with you" (decision 020): GET /api/account/export streams a zip of the caller's
 * data; POST /api/account/import restores such an archive into a new, empty account.
 */

/** What `manifest.json` names the archive's format, and the one version this server reads. */
export const EXPORT_FORMAT = 'sparklink-export';
export const EXPORT_FORMAT_VERSION = 1;

/** The multipart field of POST /api/account/import. */
export const IMPORT_ARCHIVE_FIELD = 'archive';

/** Import limits: checked on the upload, the zip's directory and every entry as it is read. */
export const IMPORT_LIMITS = {
  archiveBytes: 512 * 1024 * 1024,
  entries: 1_000,
  /** An image or the resume: the upload limit of api-contract §1.6. */
  fileBytes: 10 * 1024 * 1024,
  /** One JSON document. */
  documentBytes: 8 * 1024 * 1024,
  /** Bytes inflated in all, counted as they inflate: no entry is read twice, so the directory's sum bounds it. */
  totalBytes: 1024 * 1024 * 1024,
  /**
   * Pixels the archive's images may claim in all (their headers, read before anything is decoded):
   * just above what a genuine archive holds at most, a full gallery of 500 stored at 2048 px
   * (2,097 MP) plus the 400² picture and the 1500×500 background (decision 035).
   */
  imagePixels: 2_100_000_000,
  /** Uncompressed over compressed: far above real JSON (about 10), far below a zip bomb. */
  maxRatio: 200,
} as const;

export const DATA_EXPORT_MESSAGES = {
  archiveRequired: 'Choose a SparkLink export archive (.zip) to import',
  archiveTooLarge: 'The archive is too large (max 512MB)',
  archiveNotZip: 'The file is not a zip archive',
  archiveNotOurs: 'This archive was not exported from SparkLink',
  archiveVersion: 'This archive was made by a newer SparkLink and cannot be imported here',
  archiveUnsafe: 'The archive holds unsafe, oversized or too many entries',
  archiveDamaged: 'The archive is damaged or incomplete',
  archiveFileRepeated: 'This file is named more than once in the archive',
  archiveTooManyPixels: 'The images in the archive are too large in all to import (max 2100 megapixels)',
  archiveOtherAccount:
    'This archive belongs to another account: import it into an account with the e-mail address it was exported from',
  accountNotEmpty:
    'Import needs a new, empty account: this one already has a profile, links, pages, gallery items or a resume',
  importRunning: 'An import is already running for this account',
  imported: 'Your data was imported',
  leftOverPlanPages: "Over this plan's page limit",
  leftOverPlanLinks: "Over this plan's social link limit",
  leftOverGalleryLimit: 'Over the gallery limit',
  leftUsernameTaken: 'This username is taken on this server',
  leftUnreadable: 'The file could not be read',
  leftProtectedPage: 'Imported as an unpublished draft without its password: set a new one to protect it',
  leftScheduleNeedsPlan:
    'Imported without its schedule, as scheduled publishing needs Blaze: hidden unless it was showing at the import',
} as const;

export type LeftOutKind = 'page' | 'socialLink' | 'galleryItem' | 'username' | 'profileImage' | 'resume';

/** Something in the archive that was not restored as it was, and why. */
export interface LeftOut {
  kind: LeftOutKind;
  /** The page slug, link platform, item title, username or file name. */
  name: string;
  reason: string;
}

/** POST /api/account/import's `data`. */
export interface ImportResult {
  imported: {
    profile: boolean;
    socialLinks: number;
    pages: number;
    galleryItems: number;
    resume: boolean;
    settings: boolean;
  };
  leftOut: LeftOut[];
}
