import { SOURCE_LABELS, SOURCES, type TrafficSource, type TrafficSources } from '@sparklink/contract';
import { SESSION, splitReferrerKey } from './daily-row';
import { percentage } from './numbers';
import type { WindowFigures } from './window-figures';

const TOP_REFERRERS = 10;

/** `range` is the window's label: a range token, or `Nd` for another `days=N`. */
export type SourcesResponse = Omit<TrafficSources, 'range'> & { range: string };

/**
 * GET /api/analytics/sources (api-contract §7.3): sessions by the source of their first event,
 * all four sources always listed in the contract's order, and the 10 hosts that sent the most.
 */
export async function buildSources(figures: WindowFigures): Promise<SourcesResponse> {
  const bySource = await figures.current({ part: 'sessions', dim: 'source', types: [SESSION] });
  const byReferrer = await figures.current({ part: 'sessions', dim: 'referrer', types: [SESSION] });
  const sessionsOf = (source: TrafficSource) => bySource.find((row) => row.dim_value === source)?.views ?? 0;
  const totalSessions = SOURCES.reduce((sum, source) => sum + sessionsOf(source), 0);
  const referrers = byReferrer
    .map((row) => {
      const { source, host } = splitReferrerKey(row.dim_value);
      return { host, source: source as TrafficSource, sessions: row.views };
    })
    .sort((a, b) => b.sessions - a.sessions || a.host.localeCompare(b.host) || a.source.localeCompare(b.source))
    .slice(0, TOP_REFERRERS);
  return {
    range: figures.window.label,
    totalSessions,
    sources: SOURCES.map((source) => ({
      source,
      label: SOURCE_LABELS[source],
      sessions: sessionsOf(source),
      percentage: percentage(sessionsOf(source), totalSessions),
    })),
    referrers,
  };
}
