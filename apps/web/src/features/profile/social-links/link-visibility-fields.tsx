import { PAGE_MESSAGES, planFor } from '@sparklink/contract';
import { CalendarClock, EyeOff } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextField } from '../../../components/ui/text-field';
import { TextLink } from '../../../components/ui/text-link';
import { ToggleSwitch } from '../../../components/ui/toggle-switch';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { formatScheduleDate, fromLocalInput, toLocalInput, useOwnerTimeZone } from '../../../lib/time/time-zone';
import type { LinkDraft } from './link-drafts';

/**
 * A link's state as the page list shows a page's (decision 059): "Off", and a schedule while still
 * ahead, in the owner's time zone and language: "Starts Tue 3 Dec, 18:00", "Ends Tue 3 Dec, 18:00".
 */
export function LinkBadges({ draft }: { draft: Pick<LinkDraft, 'isEnabled' | 'startsAt' | 'endsAt'> }) {
  const { t, lang } = useT();
  const timeZone = useOwnerTimeZone();
  const now = Date.now();
  const ahead = (iso: string) => iso !== '' && Date.parse(iso) > now;
  const date = (iso: string) => formatScheduleDate(iso, timeZone, lang);
  if (draft.isEnabled && !ahead(draft.startsAt) && !ahead(draft.endsAt)) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-1.5">
      {!draft.isEnabled && <StatusBadge icon={EyeOff}>{t('profile.links.badgeOff')}</StatusBadge>}
      {ahead(draft.startsAt) && (
        <StatusBadge tone="info" icon={CalendarClock}>
          {t('profile.links.badgeStarts', { date: date(draft.startsAt) })}
        </StatusBadge>
      )}
      {ahead(draft.endsAt) && (
        <StatusBadge icon={CalendarClock}>{t('pages.badge.ends', { date: date(draft.endsAt) })}</StatusBadge>
      )}
    </div>
  );
}

interface LinkVisibilityFieldsProps {
  draft: LinkDraft;
  /** The link's number (from 1) and how the owner knows it: its title, else its kind. */
  n: number;
  name: string;
  /** The order rule's message, already translated, when the end is not after the start. */
  endsError?: string;
  onChange: (fields: Partial<LinkDraft>) => void;
}

/**
 * The on/off switch (every plan) and "Starts"/"Ends" (BLAZE), as the page editor's schedule
 * fields: wall-clock times in the owner's time zone, UTC instants in the draft. Below BLAZE the
 * fields are locked with the reason and the way to upgrade; a kept schedule shows and is sent back
 * unchanged, which the server accepts.
 */
export function LinkVisibilityFields({ draft, n, name, endsError, onChange }: LinkVisibilityFieldsProps) {
  const { t, message } = useT();
  const { user } = useAuth();
  const allowed = planFor(user?.subscription).limits.scheduledPublishing;
  const timeZone = useOwnerTimeZone();
  const field = (key: 'startsAt' | 'endsAt', label: string, error?: string) => (
    <TextField
      id={`${draft.key}-${key}`}
      type="datetime-local"
      label={label}
      value={toLocalInput(draft[key], timeZone)}
      disabled={!allowed}
      error={error}
      onChange={(event) => onChange({ [key]: fromLocalInput(event.target.value, timeZone), touched: true })}
    />
  );
  return (
    <div className="mt-3 space-y-3">
      <ToggleSwitch
        id={`${draft.key}-enabled`}
        label={t('profile.links.enabled', { n, name })}
        checked={draft.isEnabled}
        onCheckedChange={(isEnabled) => onChange({ isEnabled })}
      />
      <fieldset className="rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">{t('profile.links.scheduleLegend', { n })}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {field('startsAt', t('profile.links.startsAt'))}
          {field('endsAt', t('profile.links.endsAt'), endsError)}
        </div>
        {allowed ? (
          <p className="mt-2 text-sm text-slate-600">{t('profile.links.scheduleHint', { timeZone })}</p>
        ) : (
          <p className="mt-2 text-sm text-slate-600">
            <span className="block">{message(PAGE_MESSAGES.scheduleNeedsPlan)}</span>
            <TextLink to="/dashboard/subscription">{t('pages.schedule.upgrade')}</TextLink>
          </p>
        )}
        {(draft.startsAt || draft.endsAt) && (
          <p className="mt-2 text-sm text-slate-600">{t('profile.links.scheduleDowngrade')}</p>
        )}
      </fieldset>
    </div>
  );
}
