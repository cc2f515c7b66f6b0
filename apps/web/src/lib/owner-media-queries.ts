import type { QueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from './profile-query';

/** The owner's gallery queries (features/gallery): everything under this key refreshes together. */
export const GALLERY_QUERY_KEY = ['gallery'] as const;

/**
 * Reads again the owner's answers that carry the URLs of their own images. The server signs the
 * URL of an image that is not public (decision 037), so once the profile turns private a URL read
 * before no longer loads; the session's avatar is read again by the caller (refreshUser).
 */
export function refetchOwnerImages(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: GALLERY_QUERY_KEY }),
  ]).then(() => undefined);
}
