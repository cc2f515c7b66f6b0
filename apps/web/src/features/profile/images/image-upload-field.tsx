import { Camera } from 'lucide-react';
import { useId, useRef, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useImageUpload } from './use-image-upload';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

interface ImageUploadFieldProps {
  label: string;
  /** The button's text, e.g. "Upload profile picture". */
  uploadLabel: string;
  /** The recommended size, e.g. "400x400". */
  size: string;
  path: string;
  currentUrl: string | null;
  shape: 'avatar' | 'cover';
  /** Contract messages (MESSAGES), shown in the reader's language. */
  successMessage: string;
  failureMessage: string;
  onUploaded: (imageUrl: string) => void;
  /** Lets a link lead straight to this field's button (the first-run checklist). */
  buttonId?: string;
}

/** One image with its upload button, a preview while sending and a progress bar. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, uploadLabel, size, path, currentUrl, shape, successMessage, failureMessage, onUploaded, buttonId } =
    props;
  const { toast } = useToast();
  const { t, message } = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const { preview, progress, upload } = useImageUpload(path);
  const shown = preview ?? currentUrl;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onUploaded(await upload(file));
      toast({ type: 'success', title: message(successMessage) });
    } catch (error) {
      toast({ type: 'error', title: errorMessage(error, message(failureMessage)) });
    }
  };

  const frame =
    shape === 'avatar'
      ? 'h-28 w-28 rounded-full'
      : 'aspect-[3/1] w-full rounded-xl bg-gradient-to-r from-brand-100 to-brand-50';
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div className={`flex items-center justify-center overflow-hidden bg-slate-100 ${frame}`}>
        {shown ? (
          <img src={shown} alt={t('profile.images.preview', { label })} className="h-full w-full object-cover" />
        ) : (
          <Camera aria-hidden className="h-8 w-8 text-slate-400" />
        )}
      </div>
      {progress !== null && <ProgressBar value={progress} label={t('profile.images.progress', { label })} />}
      <input ref={inputRef} type="file" accept={ACCEPTED} hidden aria-label={label} onChange={onFile} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          id={buttonId}
          variant="secondary"
          loading={progress !== null}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          {uploadLabel}
        </Button>
        <span id={hintId} className="text-xs text-slate-500">
          {t('profile.images.recommended', { size })}
        </span>
      </div>
    </div>
  );
}
