import type { AnalyticsSummary, SummaryCount } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { Eye, FileText, Images, MousePointerClick, type LucideIcon } from 'lucide-react';
import { ChangeIndicator } from '../../../components/analytics/change-indicator';
import { numberFormat } from '../../../i18n/intl';
import { useT } from '../../../i18n/use-t';
import { SUMMARY_DAYS, useAnalyticsSummaryQuery } from './analytics-summary-query';
import { percentChange } from './percent-change';

interface PerformanceCardSpec {
  count: SummaryCount;
  title: MessageId;
  icon: LucideIcon;
  current: (summary: AnalyticsSummary) => number;
  previous: (summary: AnalyticsSummary) => number;
}

const CARDS: PerformanceCardSpec[] = [
  {
    count: 'profileViews',
    title: 'dashboard.performance.profileViews',
    icon: Eye,
    current: (s) => s.profileViews,
    previous: (s) => s.previousProfileViews,
  },
  {
    count: 'pageViews',
    title: 'dashboard.performance.pageViews',
    icon: FileText,
    current: (s) => s.pageViews,
    previous: (s) => s.previousPageViews,
  },
  {
    count: 'galleryViews',
    title: 'dashboard.performance.galleryViews',
    icon: Images,
    current: (s) => s.galleryViews,
    previous: (s) => s.previousGalleryViews,
  },
  {
    count: 'socialClicks',
    title: 'dashboard.performance.socialClicks',
    icon: MousePointerClick,
    current: (s) => s.socialClicks,
    previous: (s) => s.previousSocialClicks,
  },
];

/**
 * The server's like-for-like change (decision 053: full days against as many days before them);
 * an older server sends none, and the window against the previous one is all there is.
 */
const changeOf = (summary: AnalyticsSummary, { count, current, previous }: PerformanceCardSpec) =>
  summary.changes ? summary.changes[count] : percentChange(current(summary), previous(summary));

/** Four counts of the last 30 days with their change; a failed load leaves the cards without figures. */
export function PerformanceOverview() {
  const summary = useAnalyticsSummaryQuery();
  const { t, lang } = useT();
  const against = t('dashboard.performance.against', { days: SUMMARY_DAYS });
  return (
    <section aria-labelledby="performance-overview">
      <h2 id="performance-overview" className="mb-3 text-lg font-semibold text-slate-900">
        {t('dashboard.performance.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((spec) => {
          const { title, icon: Icon, current } = spec;
          return (
            <article key={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-sm font-medium text-slate-600">{t(title)}</h3>
                <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                  <Icon aria-hidden className="h-5 w-5" />
                </span>
              </div>
              {summary.isPending && (
                <div aria-hidden className="mt-2 space-y-2">
                  <span className="block h-7 w-16 animate-pulse rounded bg-slate-200" />
                  <span className="block h-4 w-32 animate-pulse rounded bg-slate-200" />
                </div>
              )}
              {summary.isSuccess && (
                <div className="mt-1 space-y-1">
                  <p className="text-2xl font-bold text-slate-900">
                    {numberFormat(lang).format(current(summary.data))}
                  </p>
                  <ChangeIndicator change={changeOf(summary.data, spec)} against={against} />
                </div>
              )}
            </article>
          );
        })}
      </div>
      <p className="mt-3 text-xs text-slate-600">{t('dashboard.performance.rule')}</p>
      {summary.isPending && (
        <p role="status" className="sr-only">
          {t('dashboard.performance.loading')}
        </p>
      )}
    </section>
  );
}
