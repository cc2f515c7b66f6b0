import type { PageForm } from '@sparklink/contract';
import { useFormContext } from 'react-hook-form';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { SectionsEditor } from './sections-editor';

export function PageContentFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<PageForm>();
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <legend className="px-1 text-base font-semibold text-slate-900">Content</legend>
      <TextField label="Headline" error={errors.headline?.message} {...register('headline')} />
      <TextArea label="Subheading" rows={2} error={errors.subheading?.message} {...register('subheading')} />
      <SectionsEditor />
    </fieldset>
  );
}
