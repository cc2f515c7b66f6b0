import { PAGE_MESSAGES } from '@sparklink/contract';
import { TriangleAlert } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';

export const PAGE_LIMIT_NOTICE_ID = 'page-limit-notice';

export function PageLimitNotice({ limit }: { limit: number }) {
  return (
    <div
      id={PAGE_LIMIT_NOTICE_ID}
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <span>{PAGE_MESSAGES.pageLimit(limit)}</span> <TextLink to="/dashboard/subscription">Upgrade</TextLink>
      </p>
    </div>
  );
}
