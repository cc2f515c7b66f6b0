import type { AnalyticsOverview } from '@sparklink/contract';
import { clickedLinkName } from '../../../components/analytics/link-name';
import { useT } from '../../../i18n/use-t';
import { Panel, type PanelQuery } from '../panel/panel';

function RankedList({ rows }: { rows: Array<{ key: string; name: string; detail: string | null; count: string }> }) {
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {rows.map(({ key, name, detail, count }) => (
        <li key={key} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block truncate font-medium text-slate-800">{name}</span>
            {detail && <span className="block truncate text-xs text-slate-600">{detail}</span>}
          </span>
          <span className="shrink-0 text-slate-600">{count}</span>
        </li>
      ))}
    </ol>
  );
}

/** The 5 most viewed pages of the period (a deleted page keeps its title, without a slug). */
export function TopPages({ query }: { query: PanelQuery<AnalyticsOverview> }) {
  const { t } = useT();
  return (
    <Panel
      title={t('analytics.top.pages.title')}
      query={query}
      isEmpty={(data) => data.topPages.length === 0}
      emptyText={t('analytics.top.pages.empty')}
    >
      {({ topPages }) => (
        <RankedList
          rows={topPages.map((page, index) => ({
            key: page.pageId ?? `page-${index}`,
            name: page.title,
            detail: page.slug && `/${page.slug}`,
            count: t('analytics.top.pages.views', { count: page.views }),
          }))}
        />
      )}
    </Panel>
  );
}

/** The 5 most clicked links of the period. */
export function TopLinks({ query }: { query: PanelQuery<AnalyticsOverview> }) {
  const { t } = useT();
  return (
    <Panel
      title={t('analytics.top.links.title')}
      query={query}
      isEmpty={(data) => data.topLinks.length === 0}
      emptyText={t('analytics.top.links.empty')}
    >
      {({ topLinks }) => (
        <RankedList
          rows={topLinks.map((link, index) => ({
            key: link.linkId ?? `link-${index}`,
            name: clickedLinkName(link.title),
            detail: link.url,
            count: t('analytics.top.links.clicks', { count: link.clicks }),
          }))}
        />
      )}
    </Panel>
  );
}
