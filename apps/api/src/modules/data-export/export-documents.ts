import type { FastifyInstance } from 'fastify';
import { legacyPlatformOf, type CustomDomainStatus, type LinkKind } from '@sparklink/contract';
import { fromJson, toBool, toIso, toIsoOrNull } from '../../db/values';
import { listItems, type GalleryItemRow } from '../gallery/gallery.repository';
import { listPages } from '../pages/pages.repository';
import { getProfileRow } from '../profile/profile.repository';
import { listSocialLinks } from '../profile/social-links.repository';
import { findResume, type ResumeRow } from '../resume/resume.repository';
import { displayDomain } from '../domains/domain-name';
import { findOwnDomain } from '../domains/domains.repository';
import { getSettings } from '../settings/settings.service';
import type { UserRow } from '../users/user.repository';
import { ENTRY, galleryEntry } from './archive-layout';
import type {
  ArchiveGalleryItem,
  ArchivePage,
  ArchiveProfile,
  ArchiveResume,
  ArchiveSocialLink,
} from './archive-schemas';

/** Everything of one owner the archive holds, read up front (the analytics counts are streamed). */
export interface OwnerDocuments {
  profile: ArchiveProfile;
  socialLinks: ArchiveSocialLink[];
  pages: ArchivePage[];
  gallery: ArchiveGalleryItem[];
  resume: ArchiveResume;
  /** The settings as GET /api/settings answers them, and the custom domain's name and status (decision 057). */
  settings: Awaited<ReturnType<typeof getSettings>> & {
    customDomain: { domain: string; status: CustomDomainStatus } | null;
  };
  /** Storage keys of the files, by the entry they are written to. */
  files: { entry: string; key: string }[];
}

function galleryItem(row: GalleryItemRow, index: number): ArchiveGalleryItem {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    tags: fromJson<string[]>(row.tags) ?? [],
    isVisible: toBool(row.is_visible),
    order: row.sort_order,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    createdAt: toIso(row.created_at),
    file: galleryEntry(index),
  };
}

const resumeOf = (row: ResumeRow | undefined): ArchiveResume =>
  row
    ? {
        originalName: row.original_name,
        fileSize: row.file_size,
        allowDownload: toBool(row.allow_download),
        uploadedAt: toIso(row.uploaded_at),
        file: ENTRY.resumePdf,
      }
    : null;

/** Reads the owner's rows, each query scoped to `user.id`: nothing of another account is ever read. */
export async function readOwnerDocuments(app: FastifyInstance, user: UserRow): Promise<OwnerDocuments> {
  const { db } = app;
  const [profileRow, links, pages, items, resume, settings, domain] = await Promise.all([
    getProfileRow(db, user.id),
    listSocialLinks(db, user.id),
    listPages(db, user.id),
    listItems(db, { userId: user.id, visibleOnly: false }),
    findResume(db, user.id),
    getSettings(db, user.id),
    findOwnDomain(db, user.id),
  ]);
  const files: OwnerDocuments['files'] = [];
  if (user.profile_picture_key) files.push({ entry: ENTRY.profilePicture, key: user.profile_picture_key });
  if (profileRow.background_image_key)
    files.push({ entry: ENTRY.backgroundImage, key: profileRow.background_image_key });
  items.forEach((item, index) => files.push({ entry: galleryEntry(index), key: item.storage_key }));
  if (resume) files.push({ entry: ENTRY.resumePdf, key: resume.storage_key });

  return {
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      username: user.username,
      email: user.email,
      country: user.country,
      phone: user.phone,
      bio: profileRow.bio,
      tagline: profileRow.tagline,
      isPublished: toBool(profileRow.is_public),
      allowIndexing: toBool(profileRow.allow_indexing),
      profilePicture: user.profile_picture_key ? ENTRY.profilePicture : null,
      backgroundImage: profileRow.background_image_key ? ENTRY.backgroundImage : null,
      createdAt: toIso(user.created_at),
    },
    socialLinks: links.map((link) => ({
      platform: legacyPlatformOf(link.platform as LinkKind),
      url: link.url,
      order: link.sort_order,
      relMe: toBool(link.rel_me),
      kind: link.platform as LinkKind,
      title: link.title,
      phone: link.phone,
      message: link.message,
      isEnabled: toBool(link.is_enabled),
      startsAt: toIsoOrNull(link.starts_at),
      endsAt: toIsoOrNull(link.ends_at),
    })),
    pages: pages.map((page) => ({
      type: page.type as ArchivePage['type'],
      title: page.title,
      slug: page.slug,
      content: fromJson<unknown>(page.content as string) ?? {},
      order: page.sort_order,
      isPublished: toBool(page.is_published),
      publishedAt: toIsoOrNull(page.published_at),
      publishAt: toIsoOrNull(page.publish_at),
      unpublishAt: toIsoOrNull(page.unpublish_at),
      isPasswordProtected: toBool(page.is_password_protected),
      createdAt: toIso(page.created_at),
      updatedAt: toIso(page.updated_at),
    })),
    gallery: items.map(galleryItem),
    resume: resumeOf(resume),
    // Listed, never imported: a domain is claimed on one server by its DNS records.
    settings: {
      ...settings,
      customDomain: domain ? { domain: displayDomain(domain.domain), status: domain.status } : null,
    },
    files,
  };
}
