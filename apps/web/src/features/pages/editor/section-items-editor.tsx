import type { PageForm } from '@sparklink/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { emptyItem } from '../lib/page-form-values';

/** Optional entries of a section, such as projects or services, each with an image and a link. */
export function SectionItemsEditor({ sectionIndex, sectionName }: { sectionIndex: number; sectionName: string }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<PageForm>();
  const { fields, append, remove } = useFieldArray({ control, name: `sections.${sectionIndex}.items` });
  const itemErrors = errors.sections?.[sectionIndex]?.items;
  return (
    <div className="space-y-3">
      {fields.length > 0 && (
        <ol className="space-y-3">
          {fields.map((field, index) => {
            const name = `${sectionName} item ${index + 1}`;
            const path = `sections.${sectionIndex}.items.${index}` as const;
            const fieldErrors = itemErrors?.[index];
            return (
              <li key={field.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
                <div className="flex items-center justify-between">
                  <h5 className="text-sm font-medium text-slate-700">Item {index + 1}</h5>
                  <IconButton label={`Remove ${name}`} icon={Trash2} tone="danger" onClick={() => remove(index)} />
                </div>
                <TextField label={`${name} title`} error={fieldErrors?.title?.message} {...register(`${path}.title`)} />
                <TextArea
                  label={`${name} description`}
                  rows={3}
                  error={fieldErrors?.description?.message}
                  {...register(`${path}.description`)}
                />
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={`${name} image URL`}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    error={fieldErrors?.image?.message}
                    {...register(`${path}.image`)}
                  />
                  <TextField
                    label={`${name} link URL`}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    error={fieldErrors?.link?.message}
                    {...register(`${path}.link`)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="ghost"
        aria-label={`Add item to ${sectionName}`}
        onClick={() => append(emptyItem(), { shouldFocus: true })}
      >
        <Plus aria-hidden className="h-4 w-4" />
        Add item
      </Button>
    </div>
  );
}
