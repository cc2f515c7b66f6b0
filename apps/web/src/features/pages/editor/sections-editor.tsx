import type { PageForm } from '@sparklink/contract';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { emptySection } from '../lib/page-form-values';
import { SectionCard } from './section-card';

/** The page body: sections in order, each added, edited, moved or removed here. */
export function SectionsEditor() {
  const { t } = useT();
  const { control } = useFormContext<PageForm>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">{t('pages.sections.title')}</h3>
      {fields.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
          {t('pages.sections.empty')}
        </p>
      )}
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <SectionCard
            key={field.id}
            index={index}
            count={fields.length}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <Button variant="secondary" onClick={() => append(emptySection(), { shouldFocus: true })}>
        <Plus aria-hidden className="h-4 w-4" />
        {t('pages.sections.add')}
      </Button>
    </div>
  );
}
