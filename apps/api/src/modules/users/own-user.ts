import type { User } from '@sparklink/contract';
import { ownerMediaUrls, type MediaContext } from '../media/owner-media-urls';
import { toUser } from './user.projection';
import type { UserRow } from './user.repository';

/** The User answer to the user themselves: the avatar signed while the profile is not public (decision 037). */
export async function toOwnUser(context: MediaContext, row: UserRow): Promise<User> {
  const media = await ownerMediaUrls(context, row.id);
  return toUser(row, media.profileImage(row.profile_picture_url, row.profile_picture_key));
}
