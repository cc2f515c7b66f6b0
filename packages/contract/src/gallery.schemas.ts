import { z } from 'zod';
import { MESSAGES as M } from './messages';

/** Gallery requests and answers (api-contract §5, §8.2; spec 2 §5). The dashboard forms reuse these. */

export const GALLERY_LIMITS = {
  /** Items one account may hold (the 403 quota). */
  itemsPerUser: 500,
  /** Cards on one page of the public gallery (/public/{username}/gallery?page=): divisible by its 1 to 4 columns. */
  publicPageSize: 24,
  listDefault: 100,
  listMax: 500,
  titleMax: 100,
  descriptionMax: 1000,
  categoryMax: 50,
  tagsMax: 20,
  tagMax: 30,
} as const;

/** The multipart field of POST /api/gallery/upload. */
export const GALLERY_IMAGE_FIELD = 'image';

const L = GALLERY_LIMITS;

/**
 * An image's title: optional (issue 32). An image uploaded without one stays untitled ("") rather
 * than named after its file, which then showed publicly ("IMG_2041"); the public pages call it
 * "Image 3" to a screen reader and show no caption (decision 045).
 */
const title = z.string({ error: M.galleryTitleInvalid }).trim().max(L.titleMax, M.galleryTitleTooLong);

/** An optional text field: `""` and `null` both clear it (api-contract §1.1). */
const clearable = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .transform((value) => value || null)
    .optional();

/** Trimmed, empty ones dropped, then at most 20 tags of at most 30 characters. */
const tagList = z
  .array(z.string({ error: M.galleryTagsInvalid }), { error: M.galleryTagsInvalid })
  .transform((tags) => tags.map((tag) => tag.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(L.tagMax, M.galleryTagTooLong)).max(L.tagsMax, M.galleryTooManyTags));

export const splitTagText = (text: string): string[] => text.split(',');

/** A JSON-array string (what some clients send in a form field) or comma-separated text. */
function parseTagText(text: string): unknown {
  if (text.trim().startsWith('[')) {
    try {
      return JSON.parse(text);
    } catch {
      // Not JSON after all: read it as comma-separated text.
    }
  }
  return splitTagText(text);
}

/** `tags` as the API accepts it: a list, a JSON-array string or comma-separated text; null clears. */
export const GalleryTagsSchema = z.preprocess(
  (value) => (value === null ? [] : typeof value === 'string' ? parseTagText(value) : value),
  tagList,
);

/** The text fields of the upload form; every one is checked before the file is processed. */
export const GalleryUploadFieldsSchema = z.object({
  title: title.default(''),
  description: clearable(L.descriptionMax, M.galleryDescriptionTooLong),
  category: clearable(L.categoryMax, M.galleryCategoryTooLong),
  tags: GalleryTagsSchema.default([]),
  isVisible: z
    .enum(['true', 'false'], { error: M.galleryVisibilityInvalid })
    .transform((value) => value === 'true')
    .default(true),
});
export type GalleryUploadFields = z.infer<typeof GalleryUploadFieldsSchema>;

export const UpdateGalleryItemSchema = z.object({
  title: title.optional(),
  description: clearable(L.descriptionMax, M.galleryDescriptionTooLong),
  category: clearable(L.categoryMax, M.galleryCategoryTooLong),
  tags: GalleryTagsSchema.optional(),
  isVisible: z.boolean({ error: M.galleryVisibilityInvalid }).optional(),
});
export type UpdateGalleryItemInput = z.infer<typeof UpdateGalleryItemSchema>;

/** `?limit=` and `?offset=` left empty mean "not given". */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);
const limitError = { error: M.galleryLimitRange };
const offsetError = { error: M.galleryOffsetInvalid };

export const GalleryListQuerySchema = z.object({
  category: z
    .string({ error: M.galleryCategoryInvalid })
    .trim()
    .max(L.categoryMax, M.galleryCategoryTooLong)
    .optional()
    .transform((value) => value || undefined),
  limit: z.preprocess(
    emptyAsMissing,
    z.coerce.number(limitError).int(limitError).min(1, limitError).max(L.listMax, limitError).default(L.listDefault),
  ),
  offset: z.preprocess(emptyAsMissing, z.coerce.number(offsetError).int(offsetError).min(0, offsetError).default(0)),
});
export type GalleryListQuery = z.infer<typeof GalleryListQuerySchema>;

export const ReorderGallerySchema = z.object({
  itemOrders: z.array(
    z.object({
      id: z.string({ error: M.galleryUnknownItemId }).min(1, M.galleryUnknownItemId),
      order: z.number({ error: M.galleryOrderInvalid }).int(M.galleryOrderInvalid).min(0, M.galleryOrderInvalid),
    }),
    { error: M.galleryItemOrdersNotArray },
  ),
});
export type ReorderGalleryInput = z.infer<typeof ReorderGallerySchema>;

// ---- The dashboard's upload and edit form (spec 2 §5) ----

/** Tags are typed as comma-separated text and arrive as the cleaned list. */
export const GalleryItemFormSchema = z.object({
  title,
  description: z.string().trim().max(L.descriptionMax, M.galleryDescriptionTooLong),
  category: z.string().trim().max(L.categoryMax, M.galleryCategoryTooLong),
  tags: z.string().transform(splitTagText).pipe(tagList),
});
export type GalleryItemFormInput = z.input<typeof GalleryItemFormSchema>;
export type GalleryItemFormValues = z.output<typeof GalleryItemFormSchema>;

// ---- Answers ----

/** api-contract §1.5. `url` always equals `imageUrl`; the older client reads both. */
export interface GalleryItem {
  id: string;
  title: string;
  description: string | null;
  category: string | null;
  tags: string[];
  /** The stored WebP, at most 2048 px on its long side. */
  imageUrl: string;
  url: string;
  /** A WebP 480 px wide (narrower only for very tall or small images). */
  thumbnailUrl: string;
  /** Size of the image at `imageUrl`. */
  width: number;
  height: number;
  order: number;
  isVisible: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface GalleryPagination {
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

/** GET /api/gallery: every item, hidden ones included; `categories` are the distinct ones, sorted. */
export interface GalleryList {
  items: GalleryItem[];
  totalCount: number;
  pagination: GalleryPagination;
  categories: string[];
}

/** A visible item as the public sees it (api-contract §8.2). */
export type PublicGalleryItem = Omit<GalleryItem, 'isVisible' | 'updatedAt'>;

export interface PublicGalleryList {
  items: PublicGalleryItem[];
  totalCount: number;
  pagination: GalleryPagination;
  categories: string[];
}
