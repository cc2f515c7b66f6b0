import { MESSAGES, type GalleryItem } from '@sparklink/contract';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useUpdateGalleryItem } from '../api/gallery-mutations';
import { failureToast } from '../../../components/ui/toast/failure';
import { translator } from '../../../i18n/use-t';

/** Shows or hides one item on the public gallery; the owner keeps seeing it either way. */
export function useVisibilityToggle() {
  const { toast } = useToast();
  const update = useUpdateGalleryItem();
  const toggle = (item: GalleryItem) =>
    update.mutate(
      { id: item.id, input: { isVisible: !item.isVisible } },
      {
        onSuccess: ({ message }) => message && toast({ type: 'success', title: message }),
        onError: (error) => toast(failureToast(translator().message(MESSAGES.imageUpdateFailed), error)),
      },
    );
  const pendingId = update.isPending ? update.variables?.id : undefined;
  return { toggle, pendingId };
}
