import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toCount } from '../../db/values';
import type { AnalyticsWindow } from './analytics-window';
import { addDays } from './day-math';
import { figuresOfDay } from './day-figures';
import type { DailyFigure, DayPart } from './daily-row';

/** Which rows to read: one dimension of the given kinds, and the part of a day that computes them. */
export interface FigureQuery {
  part: DayPart;
  dim: string;
  types: readonly string[];
}

/**
 * The figures of one request's window (decision 014): days before today come from
 * analytics_daily, one indexed range per dimension; today comes from its raw events, each part
 * computed once per request. No read scans more than one day of raw events.
 */
export class WindowFigures {
  readonly #today = new Map<DayPart, Promise<DailyFigure[]>>();

  constructor(
    readonly db: Kysely<DB>,
    readonly ownerId: string,
    readonly window: AnalyticsWindow,
  ) {}

  /** Summed over the current period: the stored days, then today. */
  async current(query: FigureQuery): Promise<DailyFigure[]> {
    const stored = await this.#sumStored(query, this.window.from, addDays(this.window.today, -1));
    return mergeFigures([...stored, ...(await this.#todayOf(query))]);
  }

  /** Summed over the previous period, which lies wholly in the stored days. */
  previous(query: FigureQuery): Promise<DailyFigure[]> {
    return this.#sumStored(query, this.window.previousFrom, this.window.previousTo);
  }

  /** Per day of the current period (days without rows are absent). */
  async currentByDay(query: FigureQuery): Promise<Map<string, DailyFigure[]>> {
    const rows = await this.db
      .selectFrom('analytics_daily')
      .select(['day', 'type', 'dim', 'dim_value', 'label', 'views', 'visitors'])
      .where('owner_user_id', '=', this.ownerId)
      .where('dim', '=', query.dim)
      .where('day', '>=', this.window.from)
      .where('day', '<', this.window.today)
      .where('type', 'in', [...query.types])
      .execute();
    const byDay = new Map<string, DailyFigure[]>();
    for (const { day, ...row } of rows) {
      byDay.set(day, [
        ...(byDay.get(day) ?? []),
        { ...row, views: toCount(row.views), visitors: toCount(row.visitors) },
      ]);
    }
    byDay.set(this.window.today, await this.#todayOf(query));
    return byDay;
  }

  async #sumStored(query: FigureQuery, from: string, to: string): Promise<DailyFigure[]> {
    if (from > to) return [];
    const rows = await this.db
      .selectFrom('analytics_daily')
      .select((eb) => [
        'type',
        'dim',
        'dim_value',
        eb.fn.max('label').as('label'),
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('visitors').as('visitors'),
      ])
      .where('owner_user_id', '=', this.ownerId)
      .where('dim', '=', query.dim)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .where('type', 'in', [...query.types])
      .groupBy(['type', 'dim', 'dim_value'])
      .execute();
    return rows.map((row) => ({ ...row, views: toCount(row.views), visitors: toCount(row.visitors) }));
  }

  async #todayOf(query: FigureQuery): Promise<DailyFigure[]> {
    let figures = this.#today.get(query.part);
    if (!figures) {
      figures = figuresOfDay(this.db, this.ownerId, this.window.today, [query.part]);
      this.#today.set(query.part, figures);
    }
    return (await figures).filter((f) => f.dim === query.dim && query.types.includes(f.type));
  }
}

/** Adds up figures of the same kind and value; the latest label wins (today's comes last). */
export function mergeFigures(figures: DailyFigure[]): DailyFigure[] {
  const merged = new Map<string, DailyFigure>();
  for (const figure of figures) {
    const key = `${figure.type}\n${figure.dim}\n${figure.dim_value}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            views: seen.views + figure.views,
            visitors: seen.visitors + figure.visitors,
            label: figure.label ?? seen.label,
          }
        : { ...figure },
    );
  }
  return [...merged.values()];
}

/** The `views` of the first figure of `type` (0 when absent). */
export const viewsOf = (figures: DailyFigure[], type: string): number =>
  figures.find((f) => f.type === type)?.views ?? 0;
export const visitorsOf = (figures: DailyFigure[], type: string): number =>
  figures.find((f) => f.type === type)?.visitors ?? 0;
