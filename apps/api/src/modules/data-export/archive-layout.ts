import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION } from '@sparklink/contract';

/** Where everything sits in an export archive (decision 020). The import reads the same names. */
export const ENTRY = {
  readme: 'README.txt',
  manifest: 'manifest.json',
  profile: 'data/profile.json',
  socialLinks: 'data/social-links.json',
  pages: 'data/pages.json',
  gallery: 'data/gallery.json',
  resume: 'data/resume.json',
  settings: 'data/settings.json',
  payments: 'data/payments.json',
  analyticsDaily: 'data/analytics-daily.json',
  jsonResume: 'resume.json',
  vcard: 'contact.vcf',
  profilePicture: 'files/profile-picture.webp',
  backgroundImage: 'files/background.webp',
  resumePdf: 'files/resume.pdf',
} as const;

/** A gallery image's entry: its position keeps names unique and in gallery order. */
export const galleryEntry = (index: number) => `files/gallery/${String(index + 1).padStart(4, '0')}.webp`;

export const README = `SparkLink data export
Format: ${EXPORT_FORMAT}, version ${EXPORT_FORMAT_VERSION}

Every JSON file is UTF-8. Dates are ISO 8601 in UTC. Paths are relative to the archive's root.

manifest.json             format, version, when and where the archive was made, the owner's e-mail
data/profile.json         names, username, e-mail, country, phone, bio, tagline, public and indexing
                          flags; profilePicture and backgroundImage name files in files/ (or null)
data/social-links.json    the links in display order: platform, url, order, relMe, kind, title, phone,
                          message, isEnabled, startsAt and endsAt (the schedule, or null)
data/pages.json           the pages in order: type, title, slug, content (as the page editor saves it),
                          order, isPublished, publishedAt, publishAt and unpublishAt (the schedule, or
                          null), isPasswordProtected (the password itself is never exported),
                          createdAt, updatedAt
data/gallery.json         the gallery in order: title, description, category, tags, isVisible, order,
                          width, height, bytes, createdAt, and file: the stored image in files/gallery/
data/resume.json          the resume PDF's original name, size, whether visitors may download it,
                          when it was uploaded, and file: files/resume.pdf (null without a resume)
data/settings.json        notification, privacy and appearance settings, and your custom domain
data/payments.json        every payment: reference, provider, plan, billing cycle, amount in pesewas,
                          currency, status, paidAt, createdAt
data/analytics-daily.json the daily counts behind the analytics screens: day, type, dim, dimValue,
                          views, visitors, label (today's figures are counted the next day)
resume.json               the owner in the JSON Resume schema (https://jsonresume.org/schema)
contact.vcf               the owner as a vCard 4.0 (RFC 6350)
files/                    the stored files exactly as SparkLink keeps them

Settings > Import on another SparkLink server restores this archive into a new, empty account:
profile, links, pages, gallery, resume and settings. Payments and analytics are not imported.
`;
