import type { PageForm } from '@sparklink/contract';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/session/auth-context';
import { PAGE_TYPE_OPTIONS } from '../lib/page-types';

interface PageDetailsFieldsProps {
  titleField: UseFormRegisterReturn<'title'>;
  slugField: UseFormRegisterReturn<'slug'>;
}

export function PageDetailsFields({ titleField, slugField }: PageDetailsFieldsProps) {
  const { user } = useAuth();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<PageForm>();
  const slug = watch('slug');
  const address = `/public/${user?.username ?? 'your-username'}/pages/${slug || 'your-slug'}`;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">Page details</legend>
      <SelectField label="Page type" options={PAGE_TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
      <TextField label="Title" error={errors.title?.message} {...titleField} />
      <TextField
        label="Slug"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.slug?.message}
        hint={`Lowercase letters, numbers and hyphens. The page's address: ${address}`}
        {...slugField}
      />
    </fieldset>
  );
}
