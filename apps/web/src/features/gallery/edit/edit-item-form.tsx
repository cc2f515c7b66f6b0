import { MESSAGES, type GalleryItem } from '@sparklink/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { useUpdateGalleryItem } from '../api/gallery-mutations';
import { FailureNotice } from '../form/failure-notice';
import { ItemFields } from '../form/item-fields';
import { itemFormResolver, itemToFormInput, type ItemFormInput } from '../form/item-form';
import { itemFieldErrors } from '../form/server-errors';
import { failureOf, type Failure } from '../../../components/ui/toast/failure';

/** Edits one item's details; a refused save keeps the dialog open with the reason shown. */
export function EditItemForm({ item, onDone }: { item: GalleryItem; onDone: () => void }) {
  const { t, message: translated } = useT();
  const { toast } = useToast();
  const update = useUpdateGalleryItem();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm({ mode: 'onTouched', resolver: itemFormResolver, defaultValues: itemToFormInput(item) });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const { message } = await update.mutateAsync({ id: item.id, input });
      if (message) toast({ type: 'success', title: message });
      onDone();
    } catch (error) {
      const fieldErrors = itemFieldErrors(error);
      for (const { path, message } of fieldErrors) {
        form.setError(path as keyof ItemFormInput, { type: 'server', message }, { shouldFocus: true });
      }
      if (fieldErrors.length === 0) setFailure(failureOf(translated(MESSAGES.imageUpdateFailed), error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {failure && <FailureNotice failure={failure} />}
      <div className="-mx-1 max-h-[60vh] space-y-4 overflow-y-auto px-1 pb-1">
        <img
          src={item.thumbnailUrl}
          alt=""
          width={item.width}
          height={item.height}
          className="h-24 w-full rounded-lg bg-slate-100 object-contain"
        />
        <ItemFields
          fields={{
            title: form.register('title'),
            description: form.register('description'),
            category: form.register('category'),
            tags: form.register('tags'),
          }}
          errors={{
            title: errors.title?.message,
            description: errors.description?.message,
            category: errors.category?.message,
            tags: errors.tags?.message,
          }}
          isVisible={form.watch('isVisible')}
          onVisibleChange={(visible) => form.setValue('isVisible', visible, { shouldDirty: true })}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={update.isPending} onClick={onDone}>
          {t('gallery.edit.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('gallery.edit.save')}
        </Button>
      </div>
    </form>
  );
}
