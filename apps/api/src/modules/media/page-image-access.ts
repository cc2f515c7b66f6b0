import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DB } from '../../db/schema';
import { toBool } from '../../db/values';
import { listPageSummaries } from '../pages/pages.repository';
import { publiclyServedIds } from '../pages/page-visibility';
import { effectiveTier } from '../users/user.projection';
import type { MediaAccess } from './media-access';

/**
 * A page item's uploaded image (decision 054), stored as `page-images/<page id>/<uuid>.webp`: the
 * page is the row that names it, by the folder, so no column or migration is needed for it.
 */
export const PAGE_IMAGES_FOLDER = 'page-images';

export const pageImageFolder = (pageId: string): string => `${PAGE_IMAGES_FOLDER}/${pageId}`;

/** The page id a page image's folder names, or undefined for any other folder. */
export function pageIdOfFolder(folder: string): string | undefined {
  const prefix = `${PAGE_IMAGES_FOLDER}/`;
  if (!folder.startsWith(prefix)) return undefined;
  const pageId = folder.slice(prefix.length);
  return pageId && !pageId.includes('/') ? pageId : undefined;
}

// By primary key, compiled once: it runs for every page image a visitor loads.
const pageOfImage = compiledOnce({ pageId: String }, (db, p) =>
  db
    .selectFrom('pages')
    .innerJoin('users', 'users.id', 'pages.user_id')
    .innerJoin('profiles', 'profiles.user_id', 'pages.user_id')
    .select((eb) => [
      'pages.id',
      'pages.user_id',
      'pages.is_published',
      'pages.is_password_protected',
      eb.cast<string>('pages.content', 'text').as('content'),
      'profiles.is_public',
      'users.username',
      'users.tier',
      'users.tier_expires_at',
    ])
    .where('pages.id', '=', p.pageId),
);

/** The image addresses of a page's items, read from its stored content (JSON text). */
export function itemImagesOf(content: unknown): string[] {
  let parsed: unknown = content;
  if (typeof content === 'string') {
    try {
      parsed = JSON.parse(content);
    } catch {
      return [];
    }
  }
  const sections = (parsed as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((section: { items?: unknown }) =>
    Array.isArray(section?.items)
      ? section.items.map((item: { image?: unknown }) => item?.image).filter((image) => typeof image === 'string')
      : [],
  );
}

/**
 * The storage keys of the page's own uploaded images its content shows, read off the URLs' ends
 * (whatever MEDIA_BASE_URL was when they were stored).
 */
export function pageImageKeysIn(pageId: string, content: unknown): string[] {
  const folder = `${pageImageFolder(pageId)}/`;
  return itemImagesOf(content).flatMap((image) => {
    const key = image.slice(image.lastIndexOf(folder));
    return image.includes(folder) && /^[\w-]+\.[a-z0-9]+$/.test(key.slice(folder.length)) ? [key] : [];
  });
}

/**
 * Public only while a visitor can see the page that shows it now: the page is published, not
 * password protected, within the plan's page cap (the public page's own rule), its profile shows
 * files, and one of its saved items shows this image. Otherwise only the owner, by signed URL,
 * while the page exists: an image just uploaded and not saved yet still shows in the editor.
 */
export async function pageImageAccess(db: Kysely<DB>, pageId: string, key: string): Promise<MediaAccess | undefined> {
  const page = await pageOfImage.executeTakeFirst(db, { pageId });
  if (!page) return undefined;
  const shown =
    toBool(page.is_published) &&
    !toBool(page.is_password_protected) &&
    toBool(page.is_public) &&
    page.username !== null &&
    itemImagesOf(page.content).some((image) => image.endsWith(`/${key}`));
  if (!shown) return 'owner';
  const served = publiclyServedIds(await listPageSummaries(db, page.user_id), effectiveTier(page), new Date());
  return served.has(page.id) ? 'public' : 'owner';
}
