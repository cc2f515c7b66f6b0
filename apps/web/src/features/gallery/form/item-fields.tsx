import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';

type TextName = 'title' | 'description' | 'category' | 'tags';

interface ItemFieldsProps {
  /** register() of each text field, wherever it sits in the form. */
  fields: Record<TextName, UseFormRegisterReturn>;
  errors: Partial<Record<TextName, string>>;
  isVisible: boolean;
  onVisibleChange: (visible: boolean) => void;
}

/** An image's details, shared by the upload rows and the edit dialog. */
export function ItemFields({ fields, errors, isVisible, onVisibleChange }: ItemFieldsProps) {
  return (
    <div className="space-y-3">
      <TextField label="Title" required error={errors.title} {...fields.title} />
      <TextArea label="Description" rows={2} error={errors.description} {...fields.description} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Category" error={errors.category} {...fields.category} />
        <TextField label="Tags" hint="Separate tags with commas" error={errors.tags} {...fields.tags} />
      </div>
      <ToggleSwitch
        label="Visible"
        description="Shown in your public gallery"
        checked={isVisible}
        onCheckedChange={onVisibleChange}
      />
    </div>
  );
}
