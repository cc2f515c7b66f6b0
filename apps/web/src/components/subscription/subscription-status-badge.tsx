import type { MessageId } from '@sparklink/contract/i18n';
import { useT } from '../../i18n/use-t';
import { StatusBadge, type BadgeTone } from '../ui/status-badge';

/** Spec 2 §2: green active, red canceled, yellow for anything else. */
const TONES: Record<string, BadgeTone> = { active: 'success', canceled: 'danger' };
const LABELS: Record<string, MessageId> = {
  active: 'subscription.status.active',
  canceled: 'subscription.status.canceled',
};

/** A status the contract does not name yet shows as the server sent it, capitalised. */
const fallback = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const { t } = useT();
  const label = Object.hasOwn(LABELS, status) ? t(LABELS[status]!) : fallback(status);
  return <StatusBadge tone={TONES[status] ?? 'warning'}>{label}</StatusBadge>;
}
