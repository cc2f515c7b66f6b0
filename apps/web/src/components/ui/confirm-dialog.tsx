import { useT } from '../../i18n/use-t';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that closes without acting; rename it when the action itself is a "cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  /** The action is running: the confirm button spins and neither button can be pressed twice. */
  pending?: boolean;
  tone?: 'danger' | 'primary';
}

/** Asks before an action that cannot be undone; Cancel is focused first so Enter is safe. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={title} description={description}>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" autoFocus disabled={pending} onClick={() => onOpenChange(false)}>
          {cancelLabel ?? t('common.actions.cancel')}
        </Button>
        <Button variant={tone} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
