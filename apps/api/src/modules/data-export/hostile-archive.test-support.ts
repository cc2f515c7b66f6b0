import { EXPORT_FORMAT } from '@sparklink/contract';
import { createHash } from 'node:crypto';
import { ENTRY } from './archive-layout';
import { rawZip, type RawEntry } from './zip-test-support';

/**
 * Hand-made import archives, as an attacker writes them (issue 30): valid documents (a bio, a
 * tagline, a link and a page, which a refused import must leave unwritten) whose file references
 * point wherever the test says, so one entry can be named by many items.
 */

export interface HostileArchive {
  email: string;
  /** The gallery's `file` references, one item each, in order. */
  galleryFiles: Array<string | null>;
  /** Entries under files/, stored or deflated as given. */
  files: RawEntry[];
  profilePicture?: string | null;
}

const json = (name: string, value: unknown): RawEntry => ({
  name,
  body: Buffer.from(JSON.stringify(value)),
  deflate: true,
});

export function hostileArchive(spec: HostileArchive): Buffer {
  const at = '2026-03-01T00:00:00.000Z';
  const documents = [
    json(ENTRY.manifest, { format: EXPORT_FORMAT, version: 1, exportedAt: at, source: 'x', email: spec.email }),
    json(ENTRY.profile, {
      firstName: 'Ama',
      lastName: 'Mensah',
      username: null,
      email: spec.email,
      country: null,
      phone: null,
      bio: 'Imported bio',
      tagline: 'Imported tagline',
      isPublished: true,
      allowIndexing: true,
      profilePicture: spec.profilePicture ?? null,
      backgroundImage: null,
      createdAt: at,
    }),
    json(ENTRY.socialLinks, [{ platform: 'github', url: 'https://github.com/ama', order: 0, relMe: false }]),
    json(ENTRY.pages, [
      {
        type: 'CUSTOM',
        title: 'Imported',
        slug: 'imported-page',
        content: 'Text',
        order: 0,
        isPublished: true,
        publishedAt: at,
        isPasswordProtected: false,
        createdAt: at,
        updatedAt: at,
      },
    ]),
    json(
      ENTRY.gallery,
      spec.galleryFiles.map((file, order) => ({
        title: `Item ${order}`,
        description: null,
        category: null,
        tags: [],
        isVisible: true,
        order,
        width: 1,
        height: 1,
        bytes: 1,
        createdAt: at,
        file,
      })),
    ),
    json(ENTRY.resume, null),
    json(ENTRY.settings, {
      notifications: { email: true, marketing: false, security: true },
      privacy: { profileVisible: true, allowIndexing: true, showLastSeen: false },
      appearance: { theme: 'light', language: 'en' },
    }),
  ];
  return rawZip([...documents, ...spec.files]);
}

/**
 * 10 MB that deflates about 124 times (83 KB): under the directory's ratio check of 200, so only
 * the bytes inflated, not the ones declared, can tell what reading it many times costs.
 */
export function denseTenMegabytes(): Buffer {
  const body = Buffer.alloc(10 * 1024 * 1024);
  for (let offset = 0; offset < body.length; offset += 1024) {
    createHash('sha256').update(String(offset)).digest().copy(body, offset, 0, 4);
  }
  return body;
}
