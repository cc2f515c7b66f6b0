import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { toCount } from '../../db/values';
import type { AnalyticsWindow } from './analytics-window';
import type { DailyFigure, DayPart } from './daily-row';
import type { TodayFigures } from './today-cache';

/** A sum or count as a driver returns it (pg: int8 as a number, see database.ts; numeric as text). */
type Count = string | number | bigint;

/** Which rows to read: one dimension of the given kinds, and the part of a day that computes them. */
export interface FigureQuery {
  part: DayPart;
  dim: string;
  types: readonly string[];
}

/**
 * The figures of one request's window (decision 014): days before today come from
 * analytics_daily, one indexed range per dimension; today comes from its raw events, each part
 * computed at most once per request, and reused across requests until the owner's events change
 * (`TodayFigures`). No read scans more than one day of raw events.
 */
export class WindowFigures {
  readonly #today = new Map<DayPart, Promise<DailyFigure[]>>();
  readonly #stored = new Map<string, Promise<DailyFigure[]>>();

  constructor(
    readonly db: Kysely<DB>,
    readonly ownerId: string,
    readonly window: AnalyticsWindow,
    readonly today: TodayFigures,
  ) {}

  /** Summed over the current period: the stored days, then today. */
  async current(query: FigureQuery): Promise<DailyFigure[]> {
    const stored = await this.#storedOf(query, this.window.from, this.window.fullTo);
    return mergeFigures([...stored, ...(await this.#todayOf(query))]);
  }

  /** Summed over the previous period, which lies wholly in the stored days. */
  previous(query: FigureQuery): Promise<DailyFigure[]> {
    return this.#storedOf(query, this.window.previousFrom, this.window.previousTo);
  }

  /** Summed over the current period's full days: what a change is measured on (decision 053). */
  fullDays(query: FigureQuery): Promise<DailyFigure[]> {
    // The same range `current` reads, so a request reads those stored days once.
    return this.#storedOf(query, this.window.from, this.window.fullTo);
  }

  /** Summed over as many days just before the full days: what they are compared with. */
  base(query: FigureQuery): Promise<DailyFigure[]> {
    return this.#storedOf(query, this.window.baseFrom, this.window.baseTo);
  }

  /**
   * Per day of the current period, for a dimension with one value a day (the totals): each of
   * the query's kinds, 0 where a day has none of it (days without any row are absent). One row a
   * day with a column per kind: handing a year over as one row per kind and day is what such a
   * read spent most of its time on.
   */
  async currentByDay(query: FigureQuery): Promise<Map<string, DailyFigure[]>> {
    const rows = (await this.db
      .selectFrom('analytics_daily')
      .select((eb) => [
        'day',
        ...query.types.flatMap((type, i) => [
          eb.fn.sum<Count>('views').filterWhere('type', '=', type).as(`views${i}`),
          eb.fn.sum<Count>('visitors').filterWhere('type', '=', type).as(`visitors${i}`),
        ]),
      ])
      .where('owner_user_id', '=', this.ownerId)
      .where('dim', '=', query.dim)
      .where('day', '>=', this.window.from)
      .where('day', '<', this.window.today)
      .where('type', 'in', [...query.types])
      .groupBy('day')
      .execute()) as Array<{ day: string } & Record<string, Count>>;
    const byDay = new Map<string, DailyFigure[]>();
    for (const row of rows) {
      byDay.set(
        row.day,
        query.types.map((type, i) => ({
          type,
          dim: query.dim,
          dim_value: '',
          label: null,
          views: toCount(row[`views${i}`]),
          visitors: toCount(row[`visitors${i}`]),
        })),
      );
    }
    byDay.set(this.window.today, await this.#todayOf(query));
    return byDay;
  }

  /**
   * The query's kinds of one dimension over a range of stored days. Each dimension and range is
   * read once per request, every kind at once: the totals and the overview's session count both
   * live in the `total` rows, which a year's window would otherwise scan twice.
   */
  async #storedOf(query: FigureQuery, from: string, to: string): Promise<DailyFigure[]> {
    const key = `${query.dim} ${from} ${to}`;
    let sums = this.#stored.get(key);
    if (!sums) {
      sums = this.#sumStored(query.dim, from, to);
      this.#stored.set(key, sums);
    }
    return (await sums).filter((f) => query.types.includes(f.type));
  }

  async #sumStored(dim: string, from: string, to: string): Promise<DailyFigure[]> {
    if (from > to) return [];
    const rows = await this.db
      .selectFrom('analytics_daily')
      .select((eb) => [
        'type',
        'dim',
        'dim_value',
        eb.fn.max('label').as('label'),
        eb.fn.sum<Count>('views').as('views'),
        eb.fn.sum<Count>('visitors').as('visitors'),
      ])
      .where('owner_user_id', '=', this.ownerId)
      .where('dim', '=', dim)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['type', 'dim', 'dim_value'])
      .execute();
    return rows.map((row) => ({ ...row, views: toCount(row.views), visitors: toCount(row.visitors) }));
  }

  async #todayOf(query: FigureQuery): Promise<DailyFigure[]> {
    let figures = this.#today.get(query.part);
    if (!figures) {
      // Kept for the whole request, so its parts agree even if a write drops the shared entry.
      figures = this.today.of(this.ownerId, this.window.today, query.part);
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
