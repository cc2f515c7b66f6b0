import type { Page } from '@sparklink/contract';
import { CalendarClock, Lock, LockKeyhole } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';
import { formatScheduleDate, useOwnerTimeZone } from '../../../lib/time/time-zone';

/**
 * The page's state; a schedule (decision 056) shows while still ahead, in the owner's time zone
 * and language: "Scheduled for Tue 3 Dec, 18:00", "Ends Tue 3 Dec, 18:00".
 */
export function PageBadges({ page }: { page: Page }) {
  const { t, lang } = useT();
  const timeZone = useOwnerTimeZone();
  const now = Date.now();
  const ahead = (iso: string | null): iso is string => iso !== null && Date.parse(iso) > now;
  const date = (iso: string) => formatScheduleDate(iso, timeZone, lang);
  return (
    <div className="flex flex-wrap gap-1.5">
      {page.isPublished ? (
        <StatusBadge tone="success">{t('pages.badge.published')}</StatusBadge>
      ) : (
        <StatusBadge>{t('pages.badge.draft')}</StatusBadge>
      )}
      {ahead(page.publishAt) && (
        <StatusBadge tone="info" icon={CalendarClock}>
          {t('pages.badge.scheduled', { date: date(page.publishAt) })}
        </StatusBadge>
      )}
      {ahead(page.unpublishAt) && (
        <StatusBadge icon={CalendarClock}>{t('pages.badge.ends', { date: date(page.unpublishAt) })}</StatusBadge>
      )}
      {page.isPasswordProtected && (
        <StatusBadge tone="info" icon={LockKeyhole}>
          {t('pages.badge.passwordProtected')}
        </StatusBadge>
      )}
      {page.lockedByPlan && (
        <StatusBadge tone="warning" icon={Lock}>
          {t('pages.badge.lockedByPlan')}
        </StatusBadge>
      )}
    </div>
  );
}
