import type { PageForm, PageImageUpload } from '@sparklink/contract';
import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload';
import { useEditedPageId } from './edited-page-id';

interface ItemImageFieldProps {
  /** The item's path in the form, `sections.<s>.items.<i>`. */
  path: `sections.${number}.items.${number}`;
  /** The item's name in labels, "Projects item 1". */
  itemName: string;
  error?: string;
}

/**
 * An item's image: an address typed in, or a file uploaded through the image pipeline (decision
 * 054), whose stored address then fills the field. A page not created yet has no folder for it.
 */
export function ItemImageField({ path, itemName, error }: ItemImageFieldProps) {
  const { t } = useT();
  const pageId = useEditedPageId();
  const { register, setValue } = useFormContext<PageForm>();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setState('busy');
    setFailure(null);
    try {
      const { data } = await uploadFile<PageImageUpload>(`/pages/${pageId}/images`, { field: 'image', file });
      setValue(`${path}.image`, data.image.url, { shouldDirty: true, shouldValidate: true });
      setState('done');
    } catch (caught) {
      setFailure(errorMessage(caught, t('pages.item.uploadFailed')));
      setState('idle');
    }
  };

  return (
    <div className="space-y-2">
      <TextField
        label={t('pages.item.image', { item: itemName })}
        type="url"
        inputMode="url"
        placeholder="https://"
        error={error}
        {...register(`${path}.image`, { onChange: () => setState('idle') })}
      />
      {pageId ? (
        <label
          className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500 ${state === 'busy' ? 'opacity-60' : ''}`}
        >
          <ImagePlus aria-hidden className="h-4 w-4" />
          <span aria-hidden>{t('pages.item.upload')}</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            aria-label={t('pages.item.uploadFor', { item: itemName })}
            disabled={state === 'busy'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      ) : (
        <p className="text-sm text-slate-600">{t('pages.item.uploadAfterSave')}</p>
      )}
      <p role="status" className="text-sm text-slate-600">
        {state === 'busy' && t('pages.item.uploading')}
        {state === 'done' && t('pages.item.uploaded')}
      </p>
      {failure && (
        <p role="alert" className="text-sm text-red-600">
          {failure}
        </p>
      )}
    </div>
  );
}
