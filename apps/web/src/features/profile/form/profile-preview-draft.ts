import type { LinksLayout, ProfileForm, ProfilePreviewDraft } from '@sparklink/contract';
import { linkUrlError, toLinksPayload, type LinkDraft } from '../social-links/link-drafts';

/**
 * What the live preview is asked to show of the profile form (decision 047): the fields visitors
 * see, and the links that would save. A name emptied while typing and a link whose URL is not
 * finished are left out, so the preview shows the rest instead of refusing the whole draft.
 */
export function profilePreviewDraft(
  values: Partial<ProfileForm>,
  drafts: readonly LinkDraft[],
  layout: LinksLayout,
): ProfilePreviewDraft {
  const firstName = values.firstName?.trim();
  const lastName = values.lastName?.trim();
  return {
    profile: {
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      country: values.country ?? '',
      bio: values.bio ?? '',
      tagline: values.tagline ?? '',
    },
    ...toLinksPayload(
      drafts.filter((draft) => !linkUrlError(draft)),
      layout,
    ),
  };
}
