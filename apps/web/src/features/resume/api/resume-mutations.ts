import { MESSAGES, type ResumeInfo } from '@sparklink/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast/toast-context';
import { translator } from '../../../i18n/use-t';
import { PROFILE_QUERY_KEY } from '../../../lib/profile-query';
import { failureToast } from '../../../components/ui/toast/failure';
import { deleteResume, fetchResumeInfo, resumeKeys, updateResumeSettings } from './resume-api';

/** Every write changes the profile's `hasResume` too, so both are read again. */
export function useRefreshResume() {
  const queryClient = useQueryClient();
  return useCallback(
    async (info?: ResumeInfo) => {
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      if (info) queryClient.setQueryData(resumeKeys.info, info);
      else await queryClient.invalidateQueries({ queryKey: resumeKeys.info });
    },
    [queryClient],
  );
}

/**
 * The public/private switch: saves the flag, then reads the resume again (spec 2 §7). A failed
 * re-read is reported on its own, since the change itself was saved.
 */
export function useResumeVisibility() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (allowResumeDownload: boolean) => updateResumeSettings({ allowResumeDownload }),
    onSuccess: async ({ allowResumeDownload }) => {
      const { message } = translator();
      toast({
        type: 'success',
        title: message(allowResumeDownload ? MESSAGES.resumeNowPublic : MESSAGES.resumeNowPrivate),
      });
      try {
        await queryClient.fetchQuery({ queryKey: resumeKeys.info, queryFn: () => fetchResumeInfo(), staleTime: 0 });
      } catch (error) {
        toast(failureToast(message(MESSAGES.resumeRetrieveFailed), error));
      }
    },
    onError: (error) => toast(failureToast(translator().message(MESSAGES.resumeVisibilityFailed), error)),
  });
}

export function useDeleteResume() {
  const refresh = useRefreshResume();
  return useMutation({ mutationFn: deleteResume, onSuccess: () => refresh() });
}
