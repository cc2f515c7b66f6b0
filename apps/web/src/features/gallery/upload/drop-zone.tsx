import { LIMITS } from '@sparklink/contract';
import { ImagePlus } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { listFormat, numberFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { useCanDropFiles } from '../../../lib/use-can-drop-files';
import { imageFilesOnly } from '../lib/image-details';

const MAX_MB = LIMITS.uploadBytes / (1024 * 1024);

/**
 * Where images are dropped or picked. Anything that is not an image is left out and named, with
 * the types that are taken. On a touch screen, where nothing can be dropped, only the picker.
 */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const { t, lang } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [leftOut, setLeftOut] = useState<string[]>([]);
  const canDrop = useCanDropFiles();

  const take = (files: Iterable<File>) => {
    const all = [...files];
    const images = imageFilesOnly(all);
    setLeftOut(all.filter((file) => !images.includes(file)).map((file) => file.name));
    if (images.length > 0) onFiles(images);
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files ?? []);
    event.target.value = '';
  };

  return (
    <div
      data-testid="gallery-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${
        over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <ImagePlus aria-hidden className="h-8 w-8 text-slate-400" />
      {canDrop && <p className="text-sm text-slate-700">{t('gallery.upload.dropHere')}</p>}
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        {t('gallery.upload.choose')}
      </Button>
      <p className="text-xs text-slate-500">
        {t('gallery.upload.formats', { size: numberFormat(lang).format(MAX_MB) })}
      </p>
      {leftOut.length > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('gallery.upload.notImages', { files: listFormat(lang, { type: 'conjunction' }).format(leftOut) })}
        </p>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={t('gallery.upload.choose')}
        onChange={onPicked}
      />
    </div>
  );
}
