import { MESSAGES } from '@sparklink/contract';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast/toast-context';
import { translator } from '../../../i18n/use-t';
import { downloadOwnResume } from '../api/resume-api';
import { failureToast } from '../../../components/ui/toast/failure';
import { saveBlob } from '../../../lib/save-blob';

/** Fetches the owner's PDF with the session token and saves it under its original name. */
export function useResumeDownload() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: async (fileName: string) => saveBlob(await downloadOwnResume(), fileName),
    onError: (error) => toast(failureToast(translator().message(MESSAGES.resumeDownloadFailed), error)),
  });
}
