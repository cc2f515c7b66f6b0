import type { Device, DeviceStats, GeoStats } from '@sparklink/contract';
import { countryName } from './country-names';
import { VIEW, type AudienceDim, type DailyFigure } from './daily-row';
import { percentage } from './numbers';
import type { WindowFigures } from './window-figures';

const UNKNOWN = 'Unknown';

/** Visits (view events, api-contract §7.1) of the window per value of one dimension; '' is unknown. */
const visitsBy = (figures: WindowFigures, dim: AudienceDim) => figures.current({ part: dim, dim, types: [VIEW] });

const totalOf = (rows: DailyFigure[]) => rows.reduce((sum, row) => sum + row.views, 0);

interface Share {
  name: string;
  visits: number;
  percentage: number;
}

/** Visits per name (names that coincide are added up), highest first, ties by name, with one-decimal shares. */
function shares(rows: DailyFigure[], nameOf: (value: string) => string, total: number): Share[] {
  const byName = new Map<string, number>();
  for (const row of rows) byName.set(nameOf(row.dim_value), (byName.get(nameOf(row.dim_value)) ?? 0) + row.views);
  return [...byName]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([name, visits]) => ({ name, visits, percentage: percentage(visits, total) }));
}

/** GET /api/analytics/geo (api-contract §7.2): countries by name; no code or an unknown one is "Unknown". */
export async function buildGeo(figures: WindowFigures): Promise<GeoStats> {
  const rows = await visitsBy(figures, 'country');
  const totalVisits = totalOf(rows);
  const codes = new Map<string, string>();
  for (const row of rows) {
    const name = countryName(row.dim_value);
    if (name) codes.set(name, row.dim_value);
  }
  const nameOf = (code: string) => countryName(code) ?? UNKNOWN;
  return {
    geoStats: shares(rows, nameOf, totalVisits).map(({ name, visits, percentage }) => ({
      country: name,
      countryCode: codes.get(name) ?? null,
      visits,
      percentage,
    })),
    totalVisits,
  };
}

/** GET /api/analytics/devices (api-contract §7.2): an unparsed browser or OS is "Unknown". */
export async function buildDevices(figures: WindowFigures): Promise<DeviceStats> {
  const devices = await visitsBy(figures, 'device');
  const totalVisits = totalOf(devices);
  const named = (value: string) => value || UNKNOWN;
  const stats = async (dim: 'browser' | 'os') => shares(await visitsBy(figures, dim), named, totalVisits);
  return {
    deviceStats: shares(devices, named, totalVisits).map(({ name, ...share }) => ({
      device: name as Device,
      ...share,
    })),
    browserStats: (await stats('browser')).map(({ name, ...share }) => ({ browser: name, ...share })),
    osStats: (await stats('os')).map(({ name, ...share }) => ({ os: name, ...share })),
    totalVisits,
  };
}
