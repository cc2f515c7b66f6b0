import type { PageForm } from '@sparklink/contract';
import { useFormContext } from 'react-hook-form';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { useFieldError } from '../lib/use-field-error';
import { SectionsEditor } from './sections-editor';

export function PageContentFields() {
  const { t } = useT();
  const fieldError = useFieldError();
  const {
    register,
    formState: { errors },
  } = useFormContext<PageForm>();
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('pages.content.legend')}</legend>
      <TextField
        label={t('pages.content.headline')}
        error={fieldError(errors.headline?.message)}
        {...register('headline')}
      />
      <TextArea
        label={t('pages.content.subheading')}
        rows={2}
        error={fieldError(errors.subheading?.message)}
        {...register('subheading')}
      />
      <SectionsEditor />
    </fieldset>
  );
}
