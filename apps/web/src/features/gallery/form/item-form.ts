import { zodResolver } from '@hookform/resolvers/zod';
import { GalleryItemFormSchema, UpdateGalleryItemSchema, type GalleryItem } from '@sparklink/contract';
import { tagsToText } from '../lib/image-details';

/** The contract's item form (title, description, category, tags) plus the visibility switch. */
export const itemFormSchema = GalleryItemFormSchema.extend({
  isVisible: UpdateGalleryItemSchema.shape.isVisible.unwrap(),
});

export const itemFormResolver = zodResolver(itemFormSchema);

/** What the fields hold: tags as comma-separated text. */
export interface ItemFormInput {
  title: string;
  description: string;
  category: string;
  tags: string;
  isVisible: boolean;
}

export function itemToFormInput(item: GalleryItem): ItemFormInput {
  return {
    title: item.title,
    description: item.description ?? '',
    category: item.category ?? '',
    tags: tagsToText(item.tags),
    isVisible: item.isVisible,
  };
}
