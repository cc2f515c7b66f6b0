import type { PageForm, PageImageUpload } from '@sparklink/contract';
import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { focusRing } from '../../../components/ui/focus-ring';
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
 * 054), shown as "Uploaded image" with its thumbnail and Remove instead of its storage address.
 * A page not created yet has no folder for it.
 */
export function ItemImageField({ path, itemName, error }: ItemImageFieldProps) {
  const { t } = useT();
  const pageId = useEditedPageId();
  const { control, register, setValue } = useFormContext<PageForm>();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  // The signed thumbnail of an image uploaded in this visit (it may not be public yet).
  const [preview, setPreview] = useState<string | null>(null);
  const image = useWatch({ control, name: `${path}.image` }) ?? '';
  // An uploaded image is shown as one, not as its storage address.
  const uploaded = pageId !== undefined && image.includes(`/page-images/${pageId}/`);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setState('busy');
    setFailure(null);
    try {
      const { data } = await uploadFile<PageImageUpload>(`/pages/${pageId}/images`, { field: 'image', file });
      setValue(`${path}.image`, data.image.url, { shouldDirty: true, shouldValidate: true });
      setPreview(data.image.previewUrl);
      setState('done');
    } catch (caught) {
      setFailure(errorMessage(caught, t('pages.item.uploadFailed')));
      setState('idle');
    }
  };

  return (
    <div className="space-y-2">
      {uploaded ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
          {preview && <img src={preview} alt="" className="h-12 w-12 shrink-0 rounded object-cover" />}
          <p className="flex-1 text-sm font-medium text-slate-800">{t('pages.item.uploadedImage')}</p>
          <button
            type="button"
            aria-label={t('pages.item.removeImageOf', { item: itemName })}
            onClick={() => {
              setValue(`${path}.image`, '', { shouldDirty: true, shouldValidate: true });
              setPreview(null);
              setState('idle');
            }}
            className={`rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 ${focusRing}`}
          >
            {t('pages.item.removeImage')}
          </button>
        </div>
      ) : (
        <TextField
          label={t('pages.item.image', { item: itemName })}
          type="url"
          inputMode="url"
          placeholder="https://"
          error={error}
          {...register(`${path}.image`, { onChange: () => setState('idle') })}
        />
      )}
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
