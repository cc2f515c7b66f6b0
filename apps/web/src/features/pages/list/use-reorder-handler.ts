import { MESSAGES, type Page } from '@sparklink/contract';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useReorderPages } from '../api/use-reorder-pages';
import { failureToast } from '../../../components/ui/toast/failure';
import { translator } from '../../../i18n/use-t';

/** Saves a dropped order and says how it went. */
export function useReorderHandler() {
  const { toast } = useToast();
  const reorder = useReorderPages();
  return (pages: Page[]) =>
    reorder.mutate(pages, {
      onSuccess: () => toast({ type: 'success', title: translator().message(MESSAGES.pagesReorderedClient) }),
      onError: (error) => toast(failureToast(translator().message(MESSAGES.pagesReorderFailed), error)),
    });
}
