import { MESSAGES } from '@sparklink/contract';
import { FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useToast } from '../../../components/ui/toast/toast-context';
import { useT } from '../../../i18n/use-t';
import { useResumeUpload } from '../api/use-resume-upload';
import { failureToast } from '../../../components/ui/toast/failure';
import { isPdfFile, resumeFileProblem } from '../lib/pdf-file';
import { formatFileSize } from '../lib/resume-format';
import { ResumeDropZone } from './resume-drop-zone';

interface UploadResumeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A resume exists, so this upload replaces it. */
  replacing: boolean;
}

/** Picks one PDF (by drop or file picker) and uploads it with a progress bar (spec 2 §2, §5). */
export function UploadResumeDialog({ open, onOpenChange, replacing }: UploadResumeDialogProps) {
  const translator = useT();
  const { t, message } = translator;
  const { toast } = useToast();
  const { progress, upload } = useResumeUpload();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notPdf, setNotPdf] = useState<string | null>(null);
  const hintId = useId();
  const uploading = progress !== null;

  const reset = () => {
    setFile(null);
    setProblem(null);
    setNotPdf(null);
  };

  const choose = (candidate: File | undefined) => {
    if (!candidate) return;
    // Not taken (spec 2 §5), and said so with the one type that is: a silent refusal looks broken.
    if (!isPdfFile(candidate)) {
      setNotPdf(candidate.name);
      return;
    }
    setNotPdf(null);
    const reason = resumeFileProblem(candidate);
    setProblem(reason);
    setFile(reason ? null : candidate);
  };

  const close = () => {
    reset();
    onOpenChange(false);
  };

  const submit = async () => {
    if (!file) return;
    try {
      await upload(file);
      toast({ type: 'success', title: message(MESSAGES.resumeUploadedClient) });
      close();
    } catch (error) {
      toast(failureToast(message(MESSAGES.resumeUploadFailed), error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (uploading) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title={replacing ? t('resume.upload.replaceTitle') : t('resume.upload.title')}
      description={replacing ? t('resume.upload.replaceDescription') : undefined}
    >
      <div className="space-y-4">
        <ResumeDropZone onFile={choose} disabled={uploading} hintId={hintId} />
        {(problem || notPdf) && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {notPdf ? t('resume.upload.notPdf', { file: notPdf }) : message(problem!)}
          </p>
        )}
        {file && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <FileText aria-hidden className="h-4 w-4 shrink-0 text-brand-600" />
            <span className="min-w-0 truncate">
              {t('resume.upload.selected')} <span className="font-medium">{file.name}</span> (
              {formatFileSize(translator, file.size)})
            </span>
          </p>
        )}
        {uploading && <ProgressBar value={progress} label={t('resume.upload.progress')} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={uploading} onClick={close}>
            {t('resume.upload.cancel')}
          </Button>
          <Button disabled={!file} loading={uploading} onClick={() => void submit()}>
            {t('resume.upload.submit')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
