import { Upload } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { DropZone } from './drop-zone';
import { UploadRow } from './upload-row';
import { useUploadQueue } from './use-upload-queue';

interface UploadFormProps {
  onBusyChange: (busy: boolean) => void;
  /** Cancel, or every row uploaded. */
  onClose: () => void;
}

export function UploadForm({ onBusyChange, onClose }: UploadFormProps) {
  const { t } = useT();
  const queue = useUploadQueue(onClose);
  const { busy, rows } = queue;
  useEffect(() => {
    onBusyChange(busy);
    // However the form goes away, it must not leave the dialog locked open.
    return () => onBusyChange(false);
  }, [busy, onBusyChange]);

  return (
    <FormProvider {...queue.form}>
      <form noValidate onSubmit={(event) => void queue.uploadAll(event)} className="space-y-4">
        {/* The buttons stay in view while the images scroll, even on short phone screens. */}
        <div className="-mx-1 max-h-[55vh] space-y-3 overflow-y-auto px-1 pb-1">
          <DropZone onFiles={queue.addFiles} disabled={busy} />
          {rows.length > 0 && (
            <ul aria-label={t('gallery.upload.rows')} className="space-y-3">
              {rows.map((row, index) => (
                <UploadRow
                  key={row.fieldId}
                  index={index}
                  fileName={row.file.name}
                  preview={row.preview}
                  status={queue.statusOf(row.key)}
                  busy={busy}
                  onRemove={() => queue.removeRow(row.key)}
                />
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {t('gallery.upload.cancel')}
          </Button>
          <Button type="submit" loading={busy} disabled={rows.length === 0}>
            {!busy && <Upload aria-hidden className="h-4 w-4" />}
            {t('gallery.upload.submit')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
