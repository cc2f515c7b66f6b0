import { MESSAGES, type Profile, type User } from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newStorageKey } from '../../plugins/storage';
import { MEDIA_FOLDERS } from '../media/media-access';
import { ownerMediaUrls } from '../media/owner-media-urls';
import { AVATAR_SIZE, BACKGROUND_SIZE, openImage, renderWebp } from '../uploads/image-processing';
import { replaceStoredFile } from '../uploads/replace-stored-file';
import { toUser } from '../users/user.projection';
import { findUserById } from '../users/user.repository';
import { getProfileData } from './profile.service';
import { swapBackgroundImage, swapProfilePicture } from './profile.repository';

/**
 * POST /api/profile/upload/profile-picture: a 400×400 WebP; the previous file is deleted after
 * commit. `imageUrl` is the owner's URL for it: signed while the profile is not public (decision 037).
 */
export async function uploadProfilePicture(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  upload: Buffer,
): Promise<{ imageUrl: string; user: User }> {
  const image = await renderWebp(await openImage(upload, MESSAGES.imageTypeNotAllowed), AVATAR_SIZE);
  const key = newStorageKey(MEDIA_FOLDERS.avatars, image.contentType);
  const storedUrl = app.storage.publicUrl(key);
  await replaceStoredFile(app.storage, log, { key, ...image }, () =>
    app.db.transaction().execute((trx) => swapProfilePicture(trx, userId, storedUrl, key)),
  );
  const [row, media] = await Promise.all([findUserById(app.db, userId), ownerMediaUrls(app, userId)]);
  const user = toUser(row!, media.profileImage(row!.profile_picture_url, row!.profile_picture_key));
  // The file just stored, even if a concurrent upload has replaced it since.
  return { imageUrl: media.profileImage(storedUrl, key)!, user };
}

/** POST /api/profile/upload/background-image: a 1500×500 WebP cover crop. */
export async function uploadBackgroundImage(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  upload: Buffer,
): Promise<{ imageUrl: string; profile: Profile }> {
  const image = await renderWebp(await openImage(upload, MESSAGES.imageTypeNotAllowed), BACKGROUND_SIZE);
  const key = newStorageKey(MEDIA_FOLDERS.backgrounds, image.contentType);
  const storedUrl = app.storage.publicUrl(key);
  await replaceStoredFile(app.storage, log, { key, ...image }, () =>
    app.db.transaction().execute((trx) => swapBackgroundImage(trx, userId, storedUrl, key)),
  );
  const [{ profile }, media] = await Promise.all([getProfileData(app, userId), ownerMediaUrls(app, userId)]);
  return { imageUrl: media.profileImage(storedUrl, key)!, profile };
}
