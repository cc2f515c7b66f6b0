import { StatusBadge, type BadgeTone } from '../ui/status-badge';

/** Spec 2 §2: green active, red canceled, yellow for anything else. */
const TONES: Record<string, BadgeTone> = { active: 'success', canceled: 'danger' };

const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function SubscriptionStatusBadge({ status }: { status: string }) {
  return <StatusBadge tone={TONES[status] ?? 'warning'}>{label(status)}</StatusBadge>;
}
