import type { PageForm } from '@sparklink/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { emptyItem } from '../lib/page-form-values';
import { useFieldError } from '../lib/use-field-error';
import { ItemImageField } from './item-image-field';

/** Optional entries of a section, such as projects or services, each with an image and a link. */
export function SectionItemsEditor({ sectionIndex, sectionName }: { sectionIndex: number; sectionName: string }) {
  const { t } = useT();
  const fieldError = useFieldError();
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
            const name = t('pages.item.name', { section: sectionName, number: index + 1 });
            const path = `sections.${sectionIndex}.items.${index}` as const;
            const fieldErrors = itemErrors?.[index];
            return (
              <li key={field.id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
                <div className="flex items-center justify-between">
                  <h5 className="text-sm font-medium text-slate-700">
                    {t('pages.item.heading', { number: index + 1 })}
                  </h5>
                  <IconButton
                    label={t('pages.item.remove', { item: name })}
                    icon={Trash2}
                    tone="danger"
                    onClick={() => remove(index)}
                  />
                </div>
                <TextField
                  label={t('pages.item.title', { item: name })}
                  error={fieldError(fieldErrors?.title?.message)}
                  {...register(`${path}.title`)}
                />
                <TextArea
                  label={t('pages.item.description', { item: name })}
                  rows={3}
                  error={fieldError(fieldErrors?.description?.message)}
                  {...register(`${path}.description`)}
                />
                <div className="grid gap-3 sm:grid-cols-2">
                  <ItemImageField path={path} itemName={name} error={fieldError(fieldErrors?.image?.message)} />
                  <TextField
                    label={t('pages.item.link', { item: name })}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    error={fieldError(fieldErrors?.link?.message)}
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
        aria-label={t('pages.item.addTo', { section: sectionName })}
        onClick={() => append(emptyItem(), { shouldFocus: true })}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {t('pages.item.add')}
      </Button>
    </div>
  );
}
