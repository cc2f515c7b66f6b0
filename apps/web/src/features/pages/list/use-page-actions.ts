import { MESSAGES, type Page } from '@sparklink/contract';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useUpdatePage } from '../api/page-mutations';
import { failureToast } from '../../../components/ui/toast/failure';
import { translator } from '../../../i18n/use-t';

/** The list's one-click actions: publishing and copying the public address. */
export function usePageActions() {
  const { toast } = useToast();
  const update = useUpdatePage();

  const togglePublished = (page: Page) =>
    update.mutate(
      { id: page.id, input: { isPublished: !page.isPublished } },
      {
        onSuccess: () => toast({ type: 'success', title: translator().message(MESSAGES.pageUpdatedClient) }),
        onError: (error) => toast(failureToast(translator().message(MESSAGES.pageUpdateFailed), error)),
      },
    );

  const copyUrl = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', title: translator().message(MESSAGES.portfolioUrlCopied) });
    } catch {
      toast({ type: 'error', title: translator().message(MESSAGES.pageUrlCopyFailed), description: url });
    }
  };

  const pendingId = update.isPending ? update.variables?.id : undefined;
  return { togglePublished, copyUrl, pendingId };
}
