import { VIEW_TYPES } from '@sparklink/contract';

/**
 * One figure of one owner's day (decision 014), as stored in analytics_daily and as computed from
 * raw events for today. The kinds and dimensions are listed on AnalyticsDailyTable in db/schema.ts.
 */
export interface DailyFigure {
  type: string;
  dim: string;
  dim_value: string;
  label: string | null;
  views: number;
  visitors: number;
}

export const ALL = 'all';
export const VIEW = 'view';
export const SESSION = 'session';

/** The three view kinds; geo and devices count visits, which are view events (api-contract §7.1). */
export const VIEW_KINDS: readonly string[] = VIEW_TYPES;

/** Dimensions of `view` kept per day: who the visitors were. */
export const AUDIENCE_DIMS = ['country', 'device', 'browser', 'os'] as const;
export type AudienceDim = (typeof AUDIENCE_DIMS)[number];

/** The parts of a day a reader asks for; each is one or two queries over the day's raw events. */
export type DayPart = 'totals' | 'pages' | 'links' | AudienceDim | 'sessions';
export const ALL_PARTS: readonly DayPart[] = ['totals', 'pages', 'links', ...AUDIENCE_DIMS, 'sessions'];

/** A session's referrer row keeps its source with the host: `social instagram.com`. */
export const referrerKey = (source: string, host: string) => `${source} ${host}`;
export function splitReferrerKey(key: string): { source: string; host: string } {
  const space = key.indexOf(' ');
  return { source: key.slice(0, space), host: key.slice(space + 1) };
}

/** A page or link that was deleted keeps no id in raw events; its rows are keyed by its label instead. */
export const deletedTargetKey = (label: string | null) => `#${label ?? ''}`;
