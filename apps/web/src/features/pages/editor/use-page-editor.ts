import { zodResolver } from '@hookform/resolvers/zod';
import { makePageFormSchema, MESSAGES, slugify, type Page, type PageForm } from '@sparklink/contract';
import { useMemo, useRef } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useUnsavedChangesGuard } from '../../../components/unsaved/use-unsaved-changes-guard';
import { useCreatePage, useUpdatePage } from '../api/page-mutations';
import { failureToast } from '../../../components/ui/toast/failure';
import { translator } from '../../../i18n/use-t';
import { formToPageInput, newPageFormValues, pageToFormValues } from '../lib/page-form-values';
import { serverFieldErrors } from '../lib/server-field-errors';

/** The editor's form state and save, for a new page (no `page`) or an existing one. */
export function usePageEditor(page?: Page) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreatePage();
  const update = useUpdatePage();
  const schema = useMemo(() => makePageFormSchema(page?.isPasswordProtected ?? false), [page]);
  const form = useForm<PageForm>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: page ? pageToFormValues(page) : newPageFormValues(),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  // A new page's slug follows its title until the owner types a slug of their own.
  const slugEdited = useRef(Boolean(page));
  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugEdited.current) return;
      form.setValue('slug', slugify(event.target.value), {
        shouldDirty: true,
        shouldValidate: form.getFieldState('slug').invalid,
      });
    },
  });
  const slugField = form.register('slug', {
    onChange: () => {
      slugEdited.current = true;
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = formToPageInput(values, page);
    const { message } = translator();
    try {
      if (page) await update.mutateAsync({ id: page.id, input });
      else await create.mutateAsync(input);
      toast({ type: 'success', title: message(page ? MESSAGES.pageUpdatedClient : MESSAGES.pageCreatedClient) });
      guard.markSaved();
      void navigate('/dashboard/pages');
    } catch (error) {
      for (const { path, message } of serverFieldErrors(error)) {
        form.setError(path as FieldPath<PageForm>, { type: 'server', message }, { shouldFocus: true });
      }
      toast(failureToast(message(MESSAGES.pageSaveFailed), error));
    }
  });

  return { form, titleField, slugField, onSubmit, isNew: !page, leaveDialog: guard.dialog };
}
