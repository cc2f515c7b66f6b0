import { z } from 'zod';
import { ownerUrlSchema } from './http-url';

/** Pages (api-contract §4, spec 2 §5). The API and the editor share these schemas and messages. */

export const PAGE_TYPES = [
  'HOME',
  'ABOUT',
  'PROJECTS',
  'SERVICES',
  'CONTACT',
  'GALLERY',
  'BLOG',
  'RESUME',
  'TESTIMONIALS',
  'CUSTOM',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_MESSAGES = {
  invalidType: 'Invalid page type',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 100 characters',
  slugRequired: 'Slug is required',
  slugTooLong: 'Slug must be less than 50 characters',
  slugPattern: 'Slug can only contain lowercase letters, numbers, and hyphens',
  headlineTooLong: 'Headline must be less than 200 characters',
  subheadingTooLong: 'Subheading must be less than 300 characters',
  contentTooLong: 'Content must be less than 5000 characters',
  contentTooLarge: 'Page content is too large',
  sectionTitleTooLong: 'Section title must be less than 200 characters',
  tooManySections: 'A page can have at most 50 sections',
  tooManyItems: 'A section can have at most 50 items',
  itemTitleTooLong: 'Item title must be less than 200 characters',
  itemDescriptionTooLong: 'Description must be less than 1000 characters',
  invalidUrl: 'Enter a valid URL starting with http:// or https://',
  passwordMin: 'Password must be at least 4 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordRequired: 'Password is required when protection is enabled',
  passwordNeedsPlan: 'Password protection requires a RISE or BLAZE subscription',
  slugTaken: 'A page with this slug already exists',
  notFound: 'Page not found',
  imageUploaded: 'Image uploaded successfully',
  created: 'Page created successfully',
  updated: 'Page updated successfully',
  deleted: 'Page deleted successfully',
  reordered: 'Pages reordered successfully',
  pageOrdersNotArray: 'pageOrders must be an array',
  unknownPageId: 'Unknown page id',
  pageLimit: (limit: number) =>
    `You have reached the page limit for your plan (${limit} pages). Upgrade to create more.`,
  passwordProtected: 'This page is password protected',
  incorrectPassword: 'Incorrect password',
  accessGranted: 'Access granted',
  usernameAndSlugRequired: 'Username and slug are required',
  unlockPasswordRequired: 'Password is required',
  scheduleNeedsPlan: 'Scheduled publishing requires a BLAZE subscription',
  publishAtInvalid: 'Publish at must be a valid date and time',
  unpublishAtInvalid: 'Unpublish at must be a valid date and time',
  unpublishBeforePublish: 'Unpublish at must be after Publish at',
  /** The notice when a scheduled page goes live; its body is the page's title. */
  noticeLiveTitle: 'Your page is live',
} as const;

const M = PAGE_MESSAGES;
export const CONTENT_MAX_BYTES = 100 * 1024;

/** An item's link or image: stored normalised, like a social link (decision 036). */
const httpUrl = ownerUrlSchema(M.invalidUrl, (value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value));

/** An optional URL: "" and null clear it. */
const optionalUrl = z
  .union([z.literal('').transform(() => undefined), z.null().transform(() => undefined), httpUrl])
  .optional();

export const PageItemSchema = z.looseObject({
  title: z.string().trim().max(200, M.itemTitleTooLong).optional(),
  description: z.string().trim().max(1000, M.itemDescriptionTooLong).optional(),
  image: optionalUrl,
  link: optionalUrl,
});

export const PageSectionSchema = z.looseObject({
  type: z.string().trim().max(50).optional(),
  title: z.string().trim().max(200, M.sectionTitleTooLong).optional(),
  content: z.string().max(5000, M.contentTooLong).optional(),
  items: z.array(PageItemSchema).max(50, M.tooManyItems).optional(),
});

export const PageContentObjectSchema = z.looseObject({
  headline: z.string().trim().max(200, M.headlineTooLong).optional(),
  subheading: z.string().trim().max(300, M.subheadingTooLong).optional(),
  sections: z.array(PageSectionSchema).max(50, M.tooManySections).optional(),
});

export const PageContentSchema = z
  .union([z.string().max(5000, M.contentTooLong), PageContentObjectSchema])
  .refine(
    (content) => new TextEncoder().encode(JSON.stringify(content)).length <= CONTENT_MAX_BYTES,
    M.contentTooLarge,
  );

/**
 * POST /api/pages/:pageId/images (decision 054): `url` is the address to store as an item's
 * `image`; `previewUrl` the one the owner's browser can load now (signed while the page is not
 * public). Multipart field `image`; JPEG, PNG, WebP or GIF decided by the bytes, stored as WebP.
 */
export interface PageImageUpload {
  image: { url: string; previewUrl: string };
}

export type PageItem = z.infer<typeof PageItemSchema>;
export type PageSection = z.infer<typeof PageSectionSchema>;
export type PageContent = z.infer<typeof PageContentSchema>;

const title = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, { error: M.titleRequired, abort: true })
  .max(100, M.titleTooLong);
const slug = z
  .string({ error: M.slugRequired })
  .trim()
  .min(1, { error: M.slugRequired, abort: true })
  .max(50, { error: M.slugTooLong, abort: true })
  .regex(/^[a-z0-9-]+$/, M.slugPattern);
const pageType = z.enum(PAGE_TYPES, { error: M.invalidType });
const password = z.string({ error: M.passwordMin }).min(4, M.passwordMin).max(128, M.passwordTooLong);
const flag = (name: string) => z.boolean({ error: `${name} must be a boolean` });
/** An instant (ISO 8601 with its offset, stored as UTC) or null for no bound (decision 056). */
const instant = (message: string) => z.iso.datetime({ offset: true, error: message }).nullable().optional();
const scheduleFields = {
  publishAt: instant(M.publishAtInvalid),
  unpublishAt: instant(M.unpublishAtInvalid),
};
/** Whether a schedule's end comes after its start (either may be missing). */
export function scheduleInOrder(publishAt: string | null | undefined, unpublishAt: string | null | undefined): boolean {
  return !publishAt || !unpublishAt || Date.parse(unpublishAt) > Date.parse(publishAt);
}
const checkOrder = (input: { publishAt?: string | null; unpublishAt?: string | null }, ctx: z.RefinementCtx) => {
  if (!scheduleInOrder(input.publishAt, input.unpublishAt)) {
    ctx.addIssue({ code: 'custom', path: ['unpublishAt'], message: M.unpublishBeforePublish });
  }
};

export const CreatePageSchema = z
  .object({
    type: pageType,
    title,
    slug,
    content: PageContentSchema.default({}),
    isPublished: flag('isPublished').default(false),
    isPasswordProtected: flag('isPasswordProtected').default(false),
    password: password.optional(),
    ...scheduleFields,
  })
  .superRefine(checkOrder);
export type CreatePageInput = z.infer<typeof CreatePageSchema>;

export const UpdatePageSchema = z
  .object({
    type: pageType.optional(),
    title: title.optional(),
    slug: slug.optional(),
    content: PageContentSchema.optional(),
    isPublished: flag('isPublished').optional(),
    isPasswordProtected: flag('isPasswordProtected').optional(),
    password: password.optional(),
    ...scheduleFields,
  })
  .superRefine(checkOrder);
export type UpdatePageInput = z.infer<typeof UpdatePageSchema>;

export const ReorderPagesSchema = z.object({
  pageOrders: z.array(
    z.object({ id: z.string({ error: M.unknownPageId }).min(1, M.unknownPageId), order: z.number().int().min(0) }),
    { error: M.pageOrdersNotArray },
  ),
});

export const UnlockPageSchema = z.object({
  username: z.string({ error: M.usernameAndSlugRequired }).trim().min(1, M.usernameAndSlugRequired),
  slug: z.string({ error: M.usernameAndSlugRequired }).trim().min(1, M.usernameAndSlugRequired),
  password: z
    .string({ error: M.unlockPasswordRequired })
    .refine((value) => value.trim().length > 0, M.unlockPasswordRequired),
});

/** Owner view of a page (api-contract §1.5). No response ever contains the password. */
export interface Page {
  id: string;
  type: PageType;
  title: string;
  slug: string;
  content: PageContent;
  order: number;
  isPublished: boolean;
  publishedAt: string | null;
  isPasswordProtected: boolean;
  lockedByPlan: boolean;
  /** BLAZE schedule (decision 056): when the page appears and goes, ISO UTC, or null. */
  publishAt: string | null;
  unpublishAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PublicPageSummary {
  id: string;
  slug: string;
  title: string;
  type: PageType;
  order: number;
  isPublished: true;
  isPasswordProtected: boolean;
}

/** The slug a new page gets from its title: lowercased, symbols removed, spaces to hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
}

// ---- The editor form (spec 2 §5) ----

export const PageFormSectionSchema = z.object({
  title: z.string().trim().max(200, M.sectionTitleTooLong),
  content: z.string().max(5000, M.contentTooLong),
  items: z.array(
    z.object({
      title: z.string().trim().max(200, M.itemTitleTooLong),
      description: z.string().trim().max(1000, M.itemDescriptionTooLong),
      image: z.union([z.literal(''), httpUrl]),
      link: z.union([z.literal(''), httpUrl]),
    }),
  ),
});

/** The editor's schema; `hasStoredPassword` says whether protection may be on without a new password. */
export function makePageFormSchema(hasStoredPassword: boolean) {
  return z
    .object({
      type: pageType,
      title,
      slug,
      headline: z.string().trim().max(200, M.headlineTooLong),
      subheading: z.string().trim().max(300, M.subheadingTooLong),
      sections: z.array(PageFormSectionSchema).max(50, M.tooManySections),
      isPublished: z.boolean(),
      isPasswordProtected: z.boolean(),
      password: z.string(),
      /** The schedule as ISO instants ('' for none); the fields show them in the owner's time zone. */
      publishAt: z.string(),
      unpublishAt: z.string(),
    })
    .superRefine((form, ctx) => {
      checkOrder(form, ctx);
      if (!form.isPasswordProtected) return;
      if (!form.password && !hasStoredPassword) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordRequired });
      } else if (form.password && form.password.length < 4) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordMin });
      }
    });
}
export type PageForm = z.infer<ReturnType<typeof makePageFormSchema>>;
