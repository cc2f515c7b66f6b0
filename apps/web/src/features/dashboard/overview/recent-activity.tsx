import { DELAYS } from '@sparklink/contract';
import { ArrowRight } from 'lucide-react';
import { activityIcon, describeActivity } from '../../../components/analytics/activity-kind';
import { relativeTime } from '../../../components/analytics/relative-time';
import { TextLink } from '../../../components/ui/text-link';
import { useT } from '../../../i18n/use-t';
import { useNow } from '../../../lib/use-now';
import { useAnalyticsSummaryQuery } from './analytics-summary-query';

/** Spec 1 §9: the overview shows at most 5 events. */
const RECENT_LIMIT = 5;

/** The newest events from the summary; a failed load leaves the list out rather than claim there were none. */
export function RecentActivity() {
  const summary = useAnalyticsSummaryQuery();
  const now = useNow(DELAYS.clockRefreshMs);
  const { t } = useT();
  const events = summary.data?.recentActivity.slice(0, RECENT_LIMIT);
  return (
    <section aria-labelledby="recent-activity" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
          {t('dashboard.activity.title')}
        </h2>
        <TextLink to="/dashboard/analytics" className="inline-flex items-center gap-1 text-sm">
          {t('dashboard.activity.viewAll')}
          <ArrowRight aria-hidden className="h-4 w-4" />
        </TextLink>
      </div>
      {summary.isPending && (
        <div role="status" aria-label={t('dashboard.activity.loading')} className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <span key={index} className="block h-10 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      )}
      {events?.length === 0 && <p className="text-sm text-slate-600">{t('dashboard.activity.empty')}</p>}
      {events && events.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {events.map((activity) => {
            const Icon = activityIcon(activity.event);
            return (
              <li key={activity.id} className="flex items-center gap-3 py-2">
                <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                  <Icon aria-hidden className="h-4 w-4" />
                </span>
                <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{describeActivity(activity)}</span>
                <time dateTime={activity.createdAt} className="shrink-0 text-xs text-slate-600">
                  {relativeTime(activity.createdAt, now)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
