import type { GalleryItem } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGalleryItem, galleryKeys, updateGalleryItem, type GalleryItemInput } from './gallery-api';

export function useUpdateGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<GalleryItemInput> }) => updateGalleryItem(id, input),
    // An edit changes this one item and nothing else: patch it in place, no refetch of the list.
    onSuccess: ({ data: saved }) =>
      queryClient.setQueryData<GalleryItem[]>(galleryKeys.list, (items) =>
        items?.map((item) => (item.id === saved.id ? saved : item)),
      ),
  });
}

export function useDeleteGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGalleryItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
  });
}
