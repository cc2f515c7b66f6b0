import type { GalleryItem } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGalleryItem, galleryKeys, updateGalleryItem, type GalleryItemInput } from './gallery-api';

export function useUpdateGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<GalleryItemInput> }) => updateGalleryItem(id, input),
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData<GalleryItem[]>(galleryKeys.list, (items) =>
        items?.map((item) => (item.id === saved.id ? saved : item)),
      );
      return queryClient.invalidateQueries({ queryKey: galleryKeys.all });
    },
  });
}

export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}
