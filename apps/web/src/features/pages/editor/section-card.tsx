import type { PageForm } from '@sparklink/contract';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { IconButton } from '../../../components/ui/icon-button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { SectionItemsEditor } from './section-items-editor';

interface SectionCardProps {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

export function SectionCard({ index, count, onMove, onRemove }: SectionCardProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<PageForm>();
  const name = `Section ${index + 1}`;
  const sectionErrors = errors.sections?.[index];
  const length = watch(`sections.${index}.content`)?.length ?? 0;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-700">{name}</h4>
        <div className="flex gap-1">
          <IconButton
            label={`Move ${name} up`}
            icon={ArrowUp}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          />
          <IconButton
            label={`Move ${name} down`}
            icon={ArrowDown}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          />
          <IconButton label={`Remove ${name}`} icon={Trash2} tone="danger" onClick={onRemove} />
        </div>
      </div>
      <TextField
        label={`${name} title (optional)`}
        error={sectionErrors?.title?.message}
        {...register(`sections.${index}.title`)}
      />
      <TextArea
        label={`${name} content`}
        rows={6}
        hint={`${length}/5000 characters`}
        error={sectionErrors?.content?.message}
        {...register(`sections.${index}.content`)}
      />
      <SectionItemsEditor sectionIndex={index} sectionName={name} />
    </li>
  );
}
