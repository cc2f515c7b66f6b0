import { MESSAGES, type Page } from '@sparklink/contract';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useReorderPages } from '../api/use-reorder-pages';
import { failureToast } from '../../../components/ui/toast/failure';

/** Saves a dropped order and says how it went. */
export function useReorderHandler() {
  const { toast } = useToast();
  const reorder = useReorderPages();
  return (pages: Page[]) =>
    reorder.mutate(pages, {
      onSuccess: () => toast({ type: 'success', title: MESSAGES.pagesReorderedClient }),
      onError: (error) => toast(failureToast(MESSAGES.pagesReorderFailed, error)),
    });
}
