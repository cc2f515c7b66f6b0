import type { PageForm } from '@sparklink/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { IconButton } from '../../../components/ui/icon-button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { useFieldError } from '../lib/use-field-error';
import { SectionItemsEditor } from './section-items-editor';

interface SectionCardProps {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function SectionCard({ index, count, onMove, onRemove }: SectionCardProps) {
  const { t } = useT();
  const fieldError = useFieldError();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<PageForm>();
  const name = t('pages.section.name', { number: index + 1 });
  const sectionErrors = errors.sections?.[index];
  const length = watch(`sections.${index}.content`)?.length ?? 0;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-700">{name}</h4>
        <div className="flex gap-1">
          <IconButton
            label={t('pages.section.moveUp', { section: name })}
            icon={ArrowUp}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <IconButton
            label={t('pages.section.moveDown', { section: name })}
            icon={ArrowDown}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
          <IconButton
            label={t('pages.section.remove', { section: name })}
            icon={Trash2}
            tone="danger"
            onClick={onRemove}
          />
        </div>
      </div>
      <TextField
        label={t('pages.section.title', { section: name })}
        error={fieldError(sectionErrors?.title?.message)}
        {...register(`sections.${index}.title`)}
      />
      <TextArea
        label={t('pages.section.content', { section: name })}
        rows={6}
        hint={t('pages.section.length', { length, max: 5000 })}
        error={fieldError(sectionErrors?.content?.message)}
        {...register(`sections.${index}.content`)}
      />
      <SectionItemsEditor sectionIndex={index} sectionName={name} />
    </li>
  );
}
