import type { ColumnType } from 'kysely';

/**
 * Column types that differ between the two dialects (api-contract §13):
 * timestamps are INTEGER epoch ms in SQLite and timestamptz in PostgreSQL, booleans are 0/1 or
 * boolean, JSON is TEXT or jsonb. Writes always pass Date / boolean / JSON text (the SQLite
 * plugin converts the first two); reads go through the helpers below.
 */
export type Timestamp = ColumnType<Date | number, Date, Date>;
export type NullableTimestamp = ColumnType<Date | number | null, Date | null, Date | null>;
/** A boolean column with a database default: optional on insert. */
export type BoolDefault = ColumnType<boolean | number, boolean | undefined, boolean>;
export type Json<T> = ColumnType<T | string, string, string>;

/** A timestamp as either dialect reads it: a Date, epoch ms (SQLite, also as text), or ISO text (PostgreSQL inside JSON). */
export function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  return new Date(typeof value === 'string' && !/^\d+$/.test(value) ? value : Number(value));
}

export function toIso(value: Date | number | string): string {
  return toDate(value).toISOString();
}

export function toIsoOrNull(value: Date | number | string | null | undefined): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

/** JSON columns read as text on both dialects (database.ts sets pg's parser), parsed here. */
export function fromJson<T>(value: T | string | null): T | null {
  if (value === null) return null;
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export const toJson = (value: unknown): string => JSON.stringify(value);

/** pg returns count(*) as a string; SQLite as a number. */
export const toCount = (value: string | number | bigint | null | undefined): number => Number(value ?? 0);
