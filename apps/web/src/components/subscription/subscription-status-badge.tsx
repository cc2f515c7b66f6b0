import type { MessageId } from '@sparklink/contract/i18n';
import { useT } from '../../i18n/use-t';
import { StatusBadge, type BadgeTone } from '../ui/status-badge';

/** Spec 2 §2: green active, red canceled, yellow for anything else. */
const TONES: Record<string, BadgeTone> = { active: 'success', canceled: 'danger' };

const LABELS: Record<string, MessageId> = {
  active: 'common.subscription.statusActive',
  canceled: 'common.subscription.statusCanceled',
};

/** A status the client does not know yet is shown as the server named it. */
const fallbackLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { t } = useT();
  const id = LABELS[status];
  return <StatusBadge tone={TONES[status] ?? 'warning'}>{id ? t(id) : fallbackLabel(status)}</StatusBadge>;
}
