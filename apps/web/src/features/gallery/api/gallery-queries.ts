import { useQuery } from '@tanstack/react-query';
import { fetchGallery, galleryKeys } from './gallery-api';

/** All of the owner's items, hidden ones included, in their public order. */
export function useGalleryQuery() {
  return useQuery({ queryKey: galleryKeys.list, queryFn: ({ signal }) => fetchGallery(signal) });
}
