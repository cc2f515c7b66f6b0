import { MESSAGES } from '@sparklink/contract';
import { useCallback } from 'react';
import { useToast } from '../components/ui/toast/toast-context';

/** Copies a URL to the clipboard and says whether it worked ('URL copied to clipboard!'). */
export function useCopyUrl(): (url: string) => Promise<void> {
  const { toast } = useToast();
  return useCallback(
    async (url: string) => {
      try {
        await navigator.clipboard.writeText(url);
        toast({ type: 'success', title: MESSAGES.portfolioUrlCopied });
      } catch {
        toast({ type: 'error', title: MESSAGES.portfolioUrlCopyFailed });
      }
    },
    [toast],
  );
}
