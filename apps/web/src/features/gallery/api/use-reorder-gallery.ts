import type { GalleryItem } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { galleryKeys, reorderGallery } from './gallery-api';

/**
 * Shows the new order at once, then saves it with one call. On failure the list is fetched
 * again from the server (spec 2 §4) rather than rolled back to a copy that may be stale.
 */
export function useReorderGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderGallery,
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: galleryKeys.list });
      queryClient.setQueryData<GalleryItem[]>(
        galleryKeys.list,
        items.map((item, order) => ({ ...item, order })),
      );
    },
    onSuccess: (items) => queryClient.setQueryData(galleryKeys.list, items),
    onError: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}
