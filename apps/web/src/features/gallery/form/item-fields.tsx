import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { useT } from '../../../i18n/use-t';

type TextName = 'title' | 'description' | 'category' | 'tags';

interface ItemFieldsProps {
  /** register() of each text field, wherever it sits in the form. */
  fields: Record<TextName, UseFormRegisterReturn>;
  errors: Partial<Record<TextName, string>>;
  isVisible: boolean;
  onVisibleChange: (visible: boolean) => void;
}

/**
 * An image's details, shared by the upload rows and the edit dialog. The form's schema writes the
 * contract's English messages; a server's field errors arrive translated and pass through unchanged.
 */
export function ItemFields({ fields, errors, isVisible, onVisibleChange }: ItemFieldsProps) {
  const { t, message } = useT();
  const error = (name: TextName) => {
    const text = errors[name];
    return text ? message(text) : undefined;
  };
  return (
    <div className="space-y-3">
      <TextField
        label={t('gallery.fields.title')}
        hint={t('gallery.fields.titleHint')}
        error={error('title')}
        {...fields.title}
      />
      <TextArea label={t('gallery.fields.description')} rows={2} error={error('description')} {...fields.description} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('gallery.fields.category')} error={error('category')} {...fields.category} />
        <TextField
          label={t('gallery.fields.tags')}
          hint={t('gallery.fields.tagsHint')}
          error={error('tags')}
          {...fields.tags}
        />
      </div>
      <ToggleSwitch
        label={t('gallery.fields.visible')}
        description={t('gallery.fields.visibleHint')}
        checked={isVisible}
        onCheckedChange={onVisibleChange}
      />
    </div>
  );
}
