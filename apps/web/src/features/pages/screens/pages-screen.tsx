import { MESSAGES } from '@sparklink/contract';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/session/auth-context';
import { useOwnerPagesQuery } from '../../../lib/owner-pages-query';
import { usePagePlan } from '../lib/use-page-plan';
import { CreatePageButton } from '../list/create-page-button';
import { PageLimitNotice } from '../list/page-limit-notice';
import { PagesEmpty } from '../list/pages-empty';
import { PagesList } from '../list/pages-list';
import { PagesSkeleton } from '../list/pages-skeleton';
import { UsernameNotice } from '../list/username-notice';

/** /dashboard/pages: Page Management (spec 2 §2). */
export function PagesScreen() {
  const { t, message } = useT();
  const { user } = useAuth();
  const query = useOwnerPagesQuery();
  const { pageLimit, isAtLimit } = usePagePlan();
  const count = query.data?.length ?? 0;
  const atLimit = query.isSuccess && isAtLimit(count);
  const usage =
    pageLimit === null ? t('pages.list.count', { count }) : t('pages.list.used', { count, limit: pageLimit });
  return (
    <section aria-labelledby="pages-heading" className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pages-heading" className="text-2xl font-bold text-slate-900">
            {t('pages.list.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {query.isSuccess && `${usage} `}
            {t('pages.list.dragHint')}
          </p>
        </div>
        <CreatePageButton atLimit={atLimit} />
      </div>
      {atLimit && pageLimit !== null && <PageLimitNotice limit={pageLimit} />}
      {query.isSuccess && count > 0 && !user?.username && <UsernameNotice />}
      {query.isPending && <PagesSkeleton />}
      {query.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {message(MESSAGES.pagesLoadFailed)}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden className="h-4 w-4" />
            {t('pages.list.tryAgain')}
          </Button>
        </div>
      )}
      {query.isSuccess && (count === 0 ? <PagesEmpty /> : <PagesList pages={query.data} />)}
    </section>
  );
}
