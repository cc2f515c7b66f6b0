import { MESSAGES, type GalleryItem } from '@sparklink/contract';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useReorderGallery } from '../api/use-reorder-gallery';
import { failureToast } from '../../../components/ui/toast/failure';
import { translator } from '../../../i18n/use-t';

/** Saves a dropped order; a failure is reported while the list reloads from the server. */
export function useReorderHandler() {
  const { toast } = useToast();
  const reorder = useReorderGallery();
  return (items: GalleryItem[]) =>
    reorder.mutate(items, {
      onError: (error) => toast(failureToast(translator().message(MESSAGES.galleryOrderFailed), error)),
    });
}
