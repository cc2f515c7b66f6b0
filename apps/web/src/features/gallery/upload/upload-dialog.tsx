import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { UploadForm } from './upload-form';

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The form mounts on open, so each opening starts empty; it cannot be closed mid-upload. */
export function UploadDialog({ open, onOpenChange }: UploadDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Upload Images"
      description="Add one or more images, give each a title, then upload them all."
    >
      <UploadForm onBusyChange={setBusy} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}
