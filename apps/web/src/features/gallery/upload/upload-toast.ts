import { MESSAGES } from '@sparklink/contract';
import type { ToastApi, ToastInput } from '../../../components/ui/toast/toast-context';
import { translator } from '../../../i18n/use-t';

/**
 * What the owner hears of one press of "Upload all". A single image keeps its own toast; several
 * share one toast that counts them through ("Uploading 3 of 5 images…") and then sums them up, so
 * five images never stack five toasts over the screen. A refused image stays in the dialog with its
 * reason, so the summary only counts it.
 */
export function uploadToast({ toast, update }: Pick<ToastApi, 'toast' | 'update'>, total: number) {
  let id: string | null = null;
  const show = (input: ToastInput) => {
    if (id === null) id = toast(input);
    else update(id, input);
  };
  return {
    starting(current: number) {
      if (total < 2) return;
      const { t } = translator();
      show({ type: 'info', title: t('gallery.upload.groupProgress', { current, total }), duration: 0 });
    },
    uploaded(title: string) {
      if (total > 1) return;
      show({ type: 'success', title: translator().message(MESSAGES.imageUploadedClient), description: title });
    },
    finished(uploaded: number) {
      if (total < 2) return;
      const { t } = translator();
      const failed = total - uploaded;
      if (failed === 0) show({ type: 'success', title: t('gallery.upload.groupDone', { count: uploaded }) });
      else
        show({
          type: uploaded === 0 ? 'error' : 'warning',
          title: uploaded === 0 ? t('gallery.upload.groupNone') : t('gallery.upload.groupPartial', { uploaded, total }),
          description: t('gallery.upload.groupFailed', { failed }),
        });
    },
  };
}
