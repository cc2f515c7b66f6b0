import type { PageForm } from '@sparklink/contract';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { PAGE_TYPE_INFO, PAGE_TYPES } from '../lib/page-types';
import { useFieldError } from '../lib/use-field-error';

interface PageDetailsFieldsProps {
  titleField: UseFormRegisterReturn<'title'>;
  slugField: UseFormRegisterReturn<'slug'>;
}

export function PageDetailsFields({ titleField, slugField }: PageDetailsFieldsProps) {
  const { t } = useT();
  const fieldError = useFieldError();
  const { user } = useAuth();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<PageForm>();
  const slug = watch('slug');
  const username = user?.username ?? t('pages.details.usernamePlaceholder');
  const address = `/public/${username}/pages/${slug || t('pages.details.slugPlaceholder')}`;
  const typeOptions = PAGE_TYPES.map((type) => ({ value: type, label: t(PAGE_TYPE_INFO[type].label) }));
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">{t('pages.details.legend')}</legend>
      <SelectField
        label={t('pages.details.type')}
        options={typeOptions}
        error={fieldError(errors.type?.message)}
        {...register('type')}
      />
      <TextField label={t('pages.details.title')} error={fieldError(errors.title?.message)} {...titleField} />
      <TextField
        label={t('pages.details.slug')}
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.slug?.message)}
        hint={t('pages.details.slugHint', { address })}
        {...slugField}
      />
    </fieldset>
  );
}
