import type { AnalyticsOverview } from '@sparklink/contract';
import { formatCount } from '../../../components/analytics/format-count';
import { Panel, type PanelQuery } from '../panel/panel';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

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
  return (
    <Panel
      title="Top Pages"
      query={query}
      isEmpty={(data) => data.topPages.length === 0}
      emptyText="No page views in this period yet"
    >
      {({ topPages }) => (
        <RankedList
          rows={topPages.map((page, index) => ({
            key: page.pageId ?? `page-${index}`,
            name: page.title,
            detail: page.slug && `/${page.slug}`,
            count: plural(page.views, 'view', 'views'),
          }))}
        />
      )}
    </Panel>
  );
}

/** The 5 most clicked links of the period. */
export function TopLinks({ query }: { query: PanelQuery<AnalyticsOverview> }) {
  return (
    <Panel
      title="Top Links"
      query={query}
      isEmpty={(data) => data.topLinks.length === 0}
      emptyText="No link clicks in this period yet"
    >
      {({ topLinks }) => (
        <RankedList
          rows={topLinks.map((link, index) => ({
            key: link.linkId ?? `link-${index}`,
            name: link.platform,
            detail: link.url,
            count: plural(link.clicks, 'click', 'clicks'),
          }))}
        />
      )}
    </Panel>
  );
}
