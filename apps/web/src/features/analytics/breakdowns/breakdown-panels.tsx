import type { DeviceStats, GeoStats, Share } from '@sparklink/contract';
import { Panel, type PanelQuery } from '../panel/panel';
import { ShareList, type ShareRow } from '../panel/share-list';

const rowsOf = <T extends Share>(stats: T[], label: (row: T) => string): ShareRow[] =>
  stats.map((row) => ({ label: label(row), count: row.visits, percentage: row.percentage }));

/** Visits (views) by country; "Unknown" where no country could be told. */
export function GeoPanel({ query }: { query: PanelQuery<GeoStats> }) {
  return (
    <Panel title="Countries" query={query} isEmpty={(data) => data.totalVisits === 0}>
      {({ geoStats }) => <ShareList unit="visit" rows={rowsOf(geoStats, (row) => row.country)} />}
    </Panel>
  );
}

/** Visits by device type, browser and operating system. */
export function DevicesPanel({ query }: { query: PanelQuery<DeviceStats> }) {
  return (
    <Panel title="Devices" query={query} isEmpty={(data) => data.totalVisits === 0} className="lg:col-span-3">
      {({ deviceStats, browserStats, osStats }) => (
        <div className="grid gap-6 sm:grid-cols-3">
          {[
            { title: 'Device', rows: rowsOf(deviceStats, (row) => row.device) },
            { title: 'Browser', rows: rowsOf(browserStats, (row) => row.browser) },
            { title: 'Operating system', rows: rowsOf(osStats, (row) => row.os) },
          ].map(({ title, rows }) => (
            <div key={title}>
              <h4 className="mb-3 text-sm font-semibold text-slate-800">{title}</h4>
              <ShareList unit="visit" rows={rows} />
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}
