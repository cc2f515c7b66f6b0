import { MESSAGES, PAGE_MESSAGES, type PageImageUpload } from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { newStorageKey, removeStoredFiles } from '../../plugins/storage';
import { isValidStorageKey } from '../../plugins/storage/storage';
import { mediaAccessOf } from '../media/media-access';
import { pageImageFolder, pageImageKeysIn } from '../media/page-image-access';
import { signMediaUrl } from '../media/signed-media-url';
import { openImage, renderWebp, type ImageSize } from '../uploads/image-processing';
import { findPage } from './pages.repository';

/** A project's image: twice the width a page shows it at, never cropped (the page crops to fit). */
export const PAGE_IMAGE_SIZE: ImageSize = { width: 1280, height: 1280, fit: 'inside' };

/**
 * POST /api/pages/:pageId/images (decision 054): the image decided by its bytes, re-encoded as WebP
 * (metadata stripped) and stored in the page's folder. Nothing names it until the owner saves the
 * item that shows it, so the answer gives the owner a signed address to see it in the meantime.
 */
export async function uploadPageImage(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  pageId: string,
  upload: Buffer,
): Promise<PageImageUpload> {
  const page = await findPage(app.db, userId, pageId);
  if (!page) throw notFound(PAGE_MESSAGES.notFound);
  const image = await renderWebp(await openImage(upload, MESSAGES.imageTypeNotAllowed), PAGE_IMAGE_SIZE);
  const key = newStorageKey(pageImageFolder(page.id), image.contentType);
  await app.storage.put(key, image.body, image.contentType);
  // Deleted while the image was being decoded: nothing can name the file any more.
  if (!(await findPage(app.db, userId, page.id))) {
    await removeStoredFiles(app.storage, [key], log);
    throw notFound(PAGE_MESSAGES.notFound);
  }
  return { image: await pageImageUrls(app, key) };
}

async function pageImageUrls(app: FastifyInstance, key: string): Promise<PageImageUpload['image']> {
  const url = app.storage.publicUrl(key);
  const isPublic = (await mediaAccessOf(app.db, key)) === 'public';
  return { url, previewUrl: isPublic ? url : signMediaUrl(app.config, url, key) };
}

/**
 * The owner's view of a page's item images, for the live preview (decision 047): the page's own
 * uploaded images that are not public yet carry a signed address, so the preview shows them; the
 * rest are left as they are, so a saved public page still previews byte for byte.
 */
export async function signedPageImages<T>(app: FastifyInstance, pageId: string | undefined, content: T): Promise<T> {
  const sections = (content as { sections?: unknown } | null)?.sections;
  if (!pageId || typeof content !== 'object' || !Array.isArray(sections)) return content;
  const root = app.storage.publicUrl('');
  const folder = `${root}${pageImageFolder(pageId)}/`;
  let changed = false;
  const signed = await Promise.all(
    sections.map(async (section: { items?: unknown }) => {
      if (!section || !Array.isArray(section.items)) return section;
      const items = await Promise.all(
        section.items.map(async (item: { image?: unknown }) => {
          if (typeof item?.image !== 'string' || !item.image.startsWith(folder)) return item;
          const key = item.image.slice(root.length);
          if (!isValidStorageKey(key) || (await mediaAccessOf(app.db, key)) !== 'owner') return item;
          changed = true;
          return { ...item, image: signMediaUrl(app.config, item.image, key) };
        }),
      );
      return { ...section, items };
    }),
  );
  // Unchanged, the very value goes back: a public page's preview stays its document byte for byte.
  return changed ? { ...content, sections: signed } : content;
}

/**
 * After a save or a delete: the page's uploaded images the saved page no longer shows are
 * deleted, as a replaced avatar or a deleted gallery item's files are (api-contract §1.6).
 */
export async function removeDroppedPageImages(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  pageId: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  const kept = new Set(pageImageKeysIn(pageId, after));
  const dropped = pageImageKeysIn(pageId, before).filter((key) => !kept.has(key));
  await removeStoredFiles(app.storage, dropped, log);
}
