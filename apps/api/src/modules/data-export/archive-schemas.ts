import { EXPORT_FORMAT, LINK_KINDS, PAGE_TYPES, SOCIAL_PLATFORMS } from '@sparklink/contract';
import { z } from 'zod';

/**
 * The JSON documents of an export archive (decision 020). The export writes these shapes; the
 * import parses with them before anything is written, then hands each value to the service that
 * owns it, whose own contract schema checks it again (lengths, platforms, page content).
 */

const text = z.string().max(100_000);
const nullableText = text.nullable();
const iso = z.string().max(40);
/** A path inside the archive; the reader only ever looks names up, it never joins them to a disk path. */
const entryName = z.string().max(200).nullable();

export const ManifestSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int(),
  exportedAt: iso,
  source: z.string().max(2048),
  email: z.string().max(320),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const ArchiveProfileSchema = z.object({
  firstName: nullableText,
  lastName: nullableText,
  username: nullableText,
  email: z.string().max(320),
  country: nullableText,
  phone: nullableText,
  bio: nullableText,
  tagline: nullableText,
  isPublished: z.boolean(),
  allowIndexing: z.boolean(),
  profilePicture: entryName,
  backgroundImage: entryName,
  createdAt: iso,
});
export type ArchiveProfile = z.infer<typeof ArchiveProfileSchema>;

export const ArchiveSocialLinkSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  url: z.string().max(2048),
  order: z.number().int(),
  relMe: z.boolean(),
  /** Link buttons (decision 044); absent in archives made before them. Thumbnails are not carried. */
  kind: z.enum(LINK_KINDS).optional(),
  title: z.string().max(200).nullish(),
  phone: z.string().max(40).nullish(),
  message: z.string().max(1000).nullish(),
  /** The switch and BLAZE schedule (decision 059); absent in archives made before them. */
  isEnabled: z.boolean().optional(),
  startsAt: iso.nullish(),
  endsAt: iso.nullish(),
});
export type ArchiveSocialLink = z.infer<typeof ArchiveSocialLinkSchema>;

export const ArchivePageSchema = z.object({
  type: z.enum(PAGE_TYPES),
  title: text,
  slug: text,
  /** A page editor's object or plain text; checked by the pages schema on import. */
  content: z.unknown(),
  order: z.number().int(),
  isPublished: z.boolean(),
  publishedAt: iso.nullable(),
  /** The BLAZE schedule (decision 056); absent in archives made before it. */
  publishAt: iso.nullish(),
  unpublishAt: iso.nullish(),
  isPasswordProtected: z.boolean(),
  createdAt: iso,
  updatedAt: iso,
});
export type ArchivePage = z.infer<typeof ArchivePageSchema>;

export const ArchiveGalleryItemSchema = z.object({
  title: text,
  description: nullableText,
  category: nullableText,
  tags: z.array(text).max(100),
  isVisible: z.boolean(),
  order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: iso,
  file: entryName,
});
export type ArchiveGalleryItem = z.infer<typeof ArchiveGalleryItemSchema>;

export const ArchiveResumeSchema = z
  .object({
    originalName: text,
    fileSize: z.number().int(),
    allowDownload: z.boolean(),
    uploadedAt: iso,
    file: entryName,
  })
  .nullable();
export type ArchiveResume = z.infer<typeof ArchiveResumeSchema>;

export const ArchiveSettingsSchema = z.object({
  notifications: z.object({ email: z.boolean(), marketing: z.boolean(), security: z.boolean() }),
  privacy: z.object({ profileVisible: z.boolean(), allowIndexing: z.boolean(), showLastSeen: z.boolean() }),
  appearance: z.object({ theme: z.string().max(20), language: z.string().max(20) }),
});

/** The documents the import reads; payments and analytics are the owner's records only. */
export const IMPORTED_DOCUMENTS = {
  profile: ArchiveProfileSchema,
  socialLinks: z.array(ArchiveSocialLinkSchema).max(1_000),
  pages: z.array(ArchivePageSchema).max(1_000),
  gallery: z.array(ArchiveGalleryItemSchema).max(1_000),
  resume: ArchiveResumeSchema,
  settings: ArchiveSettingsSchema,
};
