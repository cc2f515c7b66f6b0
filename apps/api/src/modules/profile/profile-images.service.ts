import { MESSAGES, type Profile, type User } from '@sparklink/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { newStorageKey } from '../../plugins/storage';
import { AVATAR_SIZE, BACKGROUND_SIZE, openImage, renderWebp } from '../uploads/image-processing';
import { replaceStoredFile } from '../uploads/replace-stored-file';
import { toUser } from '../users/user.projection';
import { findUserById } from '../users/user.repository';
import { getProfileData } from './profile.service';
import { swapBackgroundImage, swapProfilePicture } from './profile.repository';

/** POST /api/profile/upload/profile-picture: a 400×400 WebP; the previous file is deleted after commit. */
export async function uploadProfilePicture(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  upload: Buffer,
): Promise<{ imageUrl: string; user: User }> {
  const image = await renderWebp(await openImage(upload, MESSAGES.imageTypeNotAllowed), AVATAR_SIZE);
  const key = newStorageKey('avatars', image.contentType);
  const imageUrl = app.storage.publicUrl(key);
  await replaceStoredFile(app.storage, log, { key, ...image }, () =>
    app.db.transaction().execute((trx) => swapProfilePicture(trx, userId, imageUrl, key)),
  );
  return { imageUrl, user: toUser((await findUserById(app.db, userId))!) };
}

/** POST /api/profile/upload/background-image: a 1500×500 WebP cover crop. */
export async function uploadBackgroundImage(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  userId: string,
  upload: Buffer,
): Promise<{ imageUrl: string; profile: Profile }> {
  const image = await renderWebp(await openImage(upload, MESSAGES.imageTypeNotAllowed), BACKGROUND_SIZE);
  const key = newStorageKey('backgrounds', image.contentType);
  const imageUrl = app.storage.publicUrl(key);
  await replaceStoredFile(app.storage, log, { key, ...image }, () =>
    app.db.transaction().execute((trx) => swapBackgroundImage(trx, userId, imageUrl, key)),
  );
  return { imageUrl, profile: (await getProfileData(app.db, userId)).profile };
}
