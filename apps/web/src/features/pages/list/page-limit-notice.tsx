import { TriangleAlert } from 'lucide-react';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';

export const PAGE_LIMIT_NOTICE_ID = 'page-limit-notice';

/** The contract's PAGE_MESSAGES.pageLimit, with its number in the reader's language. */
export function PageLimitNotice({ limit }: { limit: number }) {
  const { t } = useT();
  return (
    <div
      id={PAGE_LIMIT_NOTICE_ID}
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <p>
        <span>{t('pages.limit.reached', { limit })}</span>{' '}
        <TextLink to="/dashboard/subscription">{t('pages.limit.upgrade')}</TextLink>
      </p>
    </div>
  );
}
