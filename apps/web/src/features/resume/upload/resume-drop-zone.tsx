import { RESUME_MIME_TYPE } from '@sparklink/contract';
import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useCanDropFiles } from '../../../lib/use-can-drop-files';

interface ResumeDropZoneProps {
  onFile: (file: File | undefined) => void;
  disabled: boolean;
  hintId: string;
}

/** Drop a file here or pick one (only pick, on a touch screen); the dialog decides what to keep. */
export function ResumeDropZone({ onFile, disabled, hintId }: ResumeDropZoneProps) {
  const { t } = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const canDrop = useCanDropFiles();

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFile(event.dataTransfer.files[0]);
  };

  return (
    <div
      data-testid="resume-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors ${
        dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <FileUp aria-hidden className="h-10 w-10 text-slate-400" />
      {canDrop && <p className="text-sm text-slate-700">{t('resume.dropZone.prompt')}</p>}
      <Button
        variant="secondary"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        {t('resume.dropZone.choose')}
      </Button>
      <p id={hintId} className="text-xs text-slate-500">
        {t('resume.dropZone.hint')}
      </p>
      <input
        ref={inputRef}
        type="file"
        accept={RESUME_MIME_TYPE}
        hidden
        aria-label={t('resume.dropZone.fileLabel')}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
