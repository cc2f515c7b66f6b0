import type { Page } from '@sparklink/contract';
import { Lock, LockKeyhole } from 'lucide-react';
import { StatusBadge } from '../../../components/ui/status-badge';

export function PageBadges({ page }: { page: Page }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {page.isPublished ? <StatusBadge tone="success">Published</StatusBadge> : <StatusBadge>Draft</StatusBadge>}
      {page.isPasswordProtected && (
        <StatusBadge tone="info" icon={LockKeyhole}>
          Password Protected
        </StatusBadge>
      )}
      {page.lockedByPlan && (
        <StatusBadge tone="warning" icon={Lock}>
          Locked by plan
        </StatusBadge>
      )}
    </div>
  );
}
