import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../i18n/use-t';
import { UploadForm } from './upload-form';

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The form mounts on open, so each opening starts empty; it cannot be closed mid-upload. */
export function UploadDialog({ open, onOpenChange }: UploadDialogProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('gallery.upload.title')}
      description={t('gallery.upload.description')}
    >
      <UploadForm onBusyChange={setBusy} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
