import type { Page } from '@sparklink/contract';
import { Lock, LockKeyhole } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useT } from '../../../i18n/use-t';

export function PageBadges({ page }: { page: Page }) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap gap-1.5">
      {page.isPublished ? (
        <StatusBadge tone="success">{t('pages.badge.published')}</StatusBadge>
      ) : (
        <StatusBadge>{t('pages.badge.draft')}</StatusBadge>
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
