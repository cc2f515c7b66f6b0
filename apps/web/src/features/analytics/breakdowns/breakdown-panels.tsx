import type { DeviceStats, GeoStats, Share } from '@sparklink/contract';
import { useT } from '../../../i18n/use-t';
import { audienceName, countryName, deviceName } from '../lib/audience-names';
import { Panel, type PanelQuery } from '../panel/panel';
import { ShareList, type ShareRow } from '../panel/share-list';

const rowsOf = <T extends Share>(stats: T[], label: (row: T) => string): ShareRow[] =>
  stats.map((row) => ({ label: label(row), count: row.visits, percentage: row.percentage }));

/** Views by country (api-contract's `visits` are view events); "Unknown" where no country could be told. */
export function GeoPanel({ query }: { query: PanelQuery<GeoStats> }) {
  const { t, lang } = useT();
  return (
    <Panel title={t('analytics.geo.title')} query={query} isEmpty={(data) => data.totalVisits === 0}>
      {({ geoStats }) => <ShareList rows={rowsOf(geoStats, (row) => countryName(lang, t, row))} />}
    </Panel>
  );
}

/** Views by device type, browser and operating system. */
export function DevicesPanel({ query }: { query: PanelQuery<DeviceStats> }) {
  const { t } = useT();
  return (
    <Panel
      title={t('analytics.devices.title')}
      query={query}
      isEmpty={(data) => data.totalVisits === 0}
      className="lg:col-span-3"
    >
      {({ deviceStats, browserStats, osStats }) => (
        <div className="grid gap-6 sm:grid-cols-3">
          {[
            { title: t('analytics.devices.device'), rows: rowsOf(deviceStats, (row) => deviceName(t, row.device)) },
            {
              title: t('analytics.devices.browser'),
              rows: rowsOf(browserStats, (row) => audienceName(t, row.browser)),
            },
            { title: t('analytics.devices.os'), rows: rowsOf(osStats, (row) => audienceName(t, row.os)) },
          ].map(({ title, rows }) => (
            <div key={title}>
              <h4 className="mb-3 text-sm font-semibold text-slate-800">{title}</h4>
              <ShareList rows={rows} />
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}
