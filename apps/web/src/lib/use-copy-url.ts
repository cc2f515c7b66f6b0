import { MESSAGES } from '@sparklink/contract';
import { useCallback } from 'react';
import { useToast } from '../components/ui/toast/toast-context';
import { useT } from '../i18n/use-t';

/** Copies a URL to the clipboard and says whether it worked ('URL copied to clipboard!'). */
export function useCopyUrl(): (url: string) => Promise<void> {
  const { toast } = useToast();
  const { message } = useT();
  return useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(url);
        toast({ type: 'success', title: message(MESSAGES.portfolioUrlCopied) });
      } catch {
        toast({ type: 'error', title: message(MESSAGES.portfolioUrlCopyFailed) });
      }
    },
    [toast, message],
  );
}
