import type { Settings } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchOwnerImages } from '../../../lib/owner-media-queries';
import { useAuth } from '../../../lib/session/auth-context';
import { SETTINGS_QUERY_KEY } from '../../../lib/settings-query';
import { changeBody, valueOf, withChange, type SettingChange } from '../lib/setting-change';

export interface ChangeCallbacks {
  onSaved(change: SettingChange): void;
  onFailed(error: unknown): void;
}

/**
 * Saves one setting. The switch moves at once; a failure puts back only that key, so another
 * change made meanwhile keeps its own state. The callbacks run for every save, not just the last.
 */
export function useChangeSetting({ onSaved, onFailed }: ChangeCallbacks) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const update = (change: SettingChange) =>
    queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) => settings && withChange(settings, change));

  return useMutation({
    mutationKey: SETTINGS_QUERY_KEY,
    mutationFn: async (change: SettingChange) =>
      (await api<Settings>('PUT', '/settings', { body: changeBody(change) })).data,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_QUERY_KEY });
      const before = queryClient.getQueryData<Settings>(SETTINGS_QUERY_KEY);
      update(change);
      return { previous: before && ({ ...change, value: valueOf(before, change) } as SettingChange) };
    },
    onError: (error, _change, context) => {
      if (context?.previous) update(context.previous);
      onFailed(error);
    },
    onSuccess: (settings, change) => {
      // An answer to an earlier save must not undo a newer change that is still on its way.
      if (queryClient.isMutating({ mutationKey: SETTINGS_QUERY_KEY }) === 1) {
        queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      }
      // The profile's public flag is this same setting, and it decides which of the owner's image
      // URLs are signed (decision 037): the profile, the gallery and the session's avatar are read again.
      if (change.key === 'profileVisible') {
        void refetchOwnerImages(queryClient);
        refreshUser().catch(() => undefined);
      }
      onSaved(change);
    },
  });
}
