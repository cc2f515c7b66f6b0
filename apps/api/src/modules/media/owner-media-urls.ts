import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { userShowsFiles } from './media-access';
import { signMediaUrl } from './signed-media-url';

/** What answering an owner needs: the database to read the profile's flags, the config to sign. */
export interface MediaContext {
  db: Kysely<DB>;
  config: Config;
}

/**
 * The URLs of an owner's own files in the owner's answers (decision 037): the stored URL while the
 * file is public, a signed one while it is not, so the dashboard's <img> still loads a hidden item
 * or a private profile's avatar (an <img> can send no Bearer token). Public answers never use this.
 */
export interface OwnerMediaUrls {
  /** The avatar or background image; a URL without a stored key (a Google picture) is not ours. */
  profileImage(url: string | null, key: string | null): string | null;
  galleryFile(url: string, key: string, isVisible: boolean): string;
}

export async function ownerMediaUrls(
  context: MediaContext,
  userId: string,
  nowMs = Date.now(),
): Promise<OwnerMediaUrls> {
  const showsFiles = await userShowsFiles(context.db, userId);
  const sign = (url: string, key: string) => signMediaUrl(context.config, url, key, nowMs);
  return {
    profileImage: (url, key) => (url === null || key === null || showsFiles ? url : sign(url, key)),
    galleryFile: (url, key, isVisible) => (isVisible && showsFiles ? url : sign(url, key)),
  };
}
