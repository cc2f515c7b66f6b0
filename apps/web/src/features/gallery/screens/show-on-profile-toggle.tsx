import { MESSAGES, type ProfileData } from '@sparklink/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { failureToast } from '../../../components/ui/toast/failure';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY, profileQueryOptions } from '../../../lib/profile-query';

/**
 * Whether the public profile shows the latest visible images (up to 6, decision 045): saved at
 * once with PUT /api/profile, the switch showing the asked state while it saves. Hidden until the
 * profile has loaded, so it never shows a state that is not the saved one.
 */
export function ShowOnProfileToggle() {
  const { t, message } = useT();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions);
  const save = useMutation({
    mutationFn: (show: boolean) => api<ProfileData>('PUT', '/profile', { body: { showGalleryOnProfile: show } }),
    onSuccess: ({ data, message: saved }) => {
      if (data) queryClient.setQueryData(PROFILE_QUERY_KEY, data);
      if (saved) toast({ type: 'success', title: saved });
    },
    onError: (error) => toast(failureToast(message(MESSAGES.profileUpdateFailed), error)),
  });
  if (!profile.isSuccess) return null;
  const checked = save.isPending ? save.variables : profile.data.profile.showGalleryOnProfile;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <ToggleSwitch
        label={t('gallery.screen.showOnProfile')}
        description={t('gallery.screen.showOnProfileHint')}
        checked={checked}
        disabled={save.isPending}
        onCheckedChange={(show) => save.mutate(show)}
      />
    </div>
  );
}
