import { z } from 'zod';
import { UpdatePageSchema } from './pages.schemas';
import { LINKS_LAYOUTS } from './link-buttons';
import { UpdateProfileSchema } from './profile.schemas';
import { SocialLinkInputSchema } from './social-link.schemas';

const objectOrEmpty = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {});

/**
 * POST /api/profile/preview (decision 047): the profile form's unsaved values, in the shapes
 * PUT /api/profile and PUT /api/profile/social-links take (`links` and `layout`). What is left
 * out shows as saved.
 */
export const ProfilePreviewSchema = z.preprocess(
  objectOrEmpty,
  z.object({
    profile: UpdateProfileSchema.optional(),
    links: z.array(SocialLinkInputSchema).optional(),
    layout: z.enum(LINKS_LAYOUTS).optional(),
  }),
);
export type ProfilePreviewInput = z.infer<typeof ProfilePreviewSchema>;
/** What the dashboard sends: the same fields before the schema fills its defaults. */
export interface ProfilePreviewDraft {
  profile?: z.input<typeof UpdateProfileSchema>;
  links?: z.input<typeof SocialLinkInputSchema>[];
  layout?: (typeof LINKS_LAYOUTS)[number];
}

/**
 * POST /api/pages/preview (decision 047): a page editor's unsaved values, in the shape
 * PUT /api/pages/:id takes, over the saved page `id` (none for a page not created yet).
 */
export const PagePreviewSchema = z.preprocess(
  objectOrEmpty,
  z.object({
    id: z.string().min(1).optional(),
    page: UpdatePageSchema,
  }),
);
export type PagePreviewInput = z.infer<typeof PagePreviewSchema>;

/** A preview: the public document exactly as the public route would send it after a save. */
export interface PreviewDocument {
  html: string;
}
