import type { LinksLayout, ProfileData, ProfileForm } from '@sparklink/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from '../../../lib/profile-query';
import { useAuth } from '../../../lib/session/auth-context';
import { toLinksPayload, type LinkDraft } from '../social-links/link-drafts';

/**
 * Saves the fields, then the social links only when they changed, then reloads the profile
 * (spec 1 §4) and copies the names into the session so the shell shows them at once.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();

  return useCallback(
    async (values: ProfileForm, links: { drafts: LinkDraft[]; layout: LinksLayout } | null): Promise<ProfileData> => {
      await api('PUT', '/profile', { body: values });
      if (links) await api('PUT', '/profile/social-links', { body: toLinksPayload(links.drafts, links.layout) });
      const fresh = await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
      const { firstName, lastName, username, country, phone } = fresh.user;
      updateUser({ firstName, lastName, username, country, phone });
      return fresh;
    },
    [queryClient, updateUser],
  );
}
