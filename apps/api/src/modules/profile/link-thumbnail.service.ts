import { MESSAGES, type SocialLink } from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/app-error';
import { newStorageKey, removeStoredFiles } from '../../plugins/storage';
import { MEDIA_FOLDERS } from '../media/media-access';
import { openImage, renderWebp, type ImageSize } from '../uploads/image-processing';
import { replaceStoredFile } from '../uploads/replace-stored-file';
import { findOwnSocialLink, swapLinkThumbnail } from './social-links.repository';
import { ownerLinks } from './social-links.service';

/** A custom link's thumbnail: a square WebP, twice the size the button shows it at. */
export const LINK_THUMBNAIL_SIZE: ImageSize = { width: 96, height: 96, fit: 'cover' };

/** The caller's custom link, or 404 for another account's id or an unknown one (api-contract §1.1). */
async function ownCustomLink(app: FastifyInstance, userId: string, linkId: string) {
  const link = await findOwnSocialLink(app.db, userId, linkId);
  if (!link) throw notFound(MESSAGES.linkNotFound);
  if (link.platform !== 'custom') throw new AppError('VALIDATION_ERROR', MESSAGES.linkThumbnailOnlyCustom);
  return link;
}

async function answerFor(app: FastifyInstance, userId: string, linkId: string): Promise<{ socialLink: SocialLink }> {
  const { socialLinks } = await ownerLinks(app, userId);
  const socialLink = socialLinks.find((link) => link.id === linkId);
  if (!socialLink) throw notFound(MESSAGES.linkNotFound);
  return { socialLink };
}

/**
 * POST /api/profile/social-links/:linkId/thumbnail: the image decided by its bytes, re-encoded
 * (metadata stripped), stored under a random key; the one it replaces is deleted after commit.
 */
export async function uploadLinkThumbnail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  linkId: string,
  upload: Buffer,
): Promise<{ socialLink: SocialLink }> {
  await ownCustomLink(app, userId, linkId);
  const image = await renderWebp(await openImage(upload, MESSAGES.imageTypeNotAllowed), LINK_THUMBNAIL_SIZE);
  const key = newStorageKey(MEDIA_FOLDERS.linkThumbnails, image.contentType);
  await replaceStoredFile(app.storage, log, { key, ...image }, async () => {
    const replaced = await swapLinkThumbnail(app.db, userId, linkId, key);
    // Deleted in the meantime: nothing names the new file, so it goes (replaceStoredFile's rule).
    if (!(await findOwnSocialLink(app.db, userId, linkId))) throw notFound(MESSAGES.linkNotFound);
    return replaced;
  });
  return answerFor(app, userId, linkId);
}

/** DELETE /api/profile/social-links/:linkId/thumbnail. */
export async function removeLinkThumbnail(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  linkId: string,
): Promise<{ socialLink: SocialLink }> {
  await ownCustomLink(app, userId, linkId);
  const replaced = await swapLinkThumbnail(app.db, userId, linkId, null);
  await removeStoredFiles(app.storage, [replaced], log);
  return answerFor(app, userId, linkId);
}
