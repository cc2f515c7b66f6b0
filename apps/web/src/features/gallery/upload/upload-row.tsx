import { X } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { IconButton } from '../../../components/ui/icon-button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../i18n/use-t';
import { FailureNotice } from '../form/failure-notice';
import { titleFromFileName } from '../lib/image-details';
import { ItemFields } from '../form/item-fields';
import type { UploadRowsInput } from './upload-rows';
import type { RowStatus } from './use-upload-queue';

interface UploadRowProps {
  index: number;
  fileName: string;
  preview: string;
  status: RowStatus;
  busy: boolean;
  onRemove: () => void;
}

/** One chosen image: its preview, its details, and how its own upload is going. */
export function UploadRow({ index, fileName, preview, status, busy, onRemove }: UploadRowProps) {
  const { t } = useT();
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<UploadRowsInput>();
  const rowErrors = errors.rows?.[index];
  const title = watch(`rows.${index}.title`);
  return (
    <li>
      <fieldset disabled={busy} className="space-y-3 rounded-xl border border-slate-200 p-3">
        <legend className="sr-only">{fileName}</legend>
        <div className="flex items-center gap-3">
          <img
            src={preview}
            alt={t('gallery.upload.preview', { file: fileName })}
            className="h-16 w-16 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-700" aria-hidden>
              {fileName}
            </p>
            {/* Untitled by default (issue 32); the file's name is offered, never filled in. */}
            {!title && titleFromFileName(fileName) && (
              <button
                type="button"
                className="text-sm font-medium text-indigo-700 hover:underline"
                onClick={() => setValue(`rows.${index}.title`, titleFromFileName(fileName), { shouldValidate: true })}
              >
                {t('gallery.upload.useFileName')}
              </button>
            )}
          </div>
          <IconButton
            label={t('gallery.upload.remove', { file: fileName })}
            icon={X}
            disabled={busy}
            onClick={onRemove}
          />
        </div>
        {status.progress !== null && (
          <ProgressBar value={status.progress} label={t('gallery.upload.progress', { name: title || fileName })} />
        )}
        {status.failure && <FailureNotice failure={status.failure} />}
        <ItemFields
          fields={{
            title: register(`rows.${index}.title`),
            description: register(`rows.${index}.description`),
            category: register(`rows.${index}.category`),
            tags: register(`rows.${index}.tags`),
          }}
          errors={{
            title: rowErrors?.title?.message,
            description: rowErrors?.description?.message,
            category: rowErrors?.category?.message,
            tags: rowErrors?.tags?.message,
          }}
          isVisible={watch(`rows.${index}.isVisible`)}
          onVisibleChange={(visible) => setValue(`rows.${index}.isVisible`, visible)}
        />
      </fieldset>
    </li>
  );
}
