import type { TrafficSource, TrafficSources } from '@sparklink/contract';
import type { MessageId } from '@sparklink/contract/i18n';
import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatPercent } from '../lib/metric-format';
import { Panel, type PanelQuery } from '../panel/panel';
import { SOURCE_COLORS } from './source-colors';

const SourcesDonut = lazy(() => import('./sources-donut'));

/** By the source's key: the server's `label` is English. */
const SOURCE_NAMES: Record<TrafficSource, MessageId> = {
  direct: 'analytics.sources.source.direct',
  social: 'analytics.sources.source.social',
  search: 'analytics.sources.source.search',
  referral: 'analytics.sources.source.referral',
};

/** Where sessions came from: a donut (drawn lazily) whose legend is the text of the panel. */
export function SourcesPanel({ query }: { query: PanelQuery<TrafficSources> }) {
  const { t, lang } = useT();
  const sessions = (count: number) => t('analytics.sources.sessions', { count });
  return (
    <Panel title={t('analytics.sources.title')} query={query} isEmpty={(data) => data.totalSessions === 0}>
      {({ sources, referrers }) => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-6">
            {/* inert: hidden from screen readers and out of the tab order; the legend says what it draws. */}
            <div inert className="w-full max-w-[220px]">
              <Suspense fallback={<div className="aspect-square animate-pulse rounded-full bg-slate-100" />}>
                <SourcesDonut sources={sources} />
              </Suspense>
            </div>
            <ul className="min-w-48 flex-1 space-y-2 text-sm">
              {sources.map(({ source, sessions: count, percentage }) => (
                <li key={source} className="flex items-center gap-2">
                  <span aria-hidden className="h-3 w-3 rounded-sm" style={{ backgroundColor: SOURCE_COLORS[source] }} />
                  <span className="flex-1 font-medium text-slate-800">{t(SOURCE_NAMES[source])}</span>
                  <span className="text-slate-600">{`${sessions(count)} · ${formatPercent(lang, percentage)}`}</span>
                </li>
              ))}
            </ul>
          </div>
          {referrers.length > 0 && (
            <div>
              <h4 className="mb-2 text-sm font-semibold text-slate-800">{t('analytics.sources.topReferrers')}</h4>
              <ul className="divide-y divide-slate-100 text-sm">
                {referrers.map(({ host, sessions: count }) => (
                  <li key={host} className="flex justify-between gap-3 py-1.5">
                    <span className="truncate text-slate-800">{host}</span>
                    <span className="shrink-0 text-slate-600">{sessions(count)}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
