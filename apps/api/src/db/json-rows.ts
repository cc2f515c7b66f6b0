import { PostgresAdapter, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import type { DB } from './schema';

/**
 * A subquery's rows as one JSON array in a column of the outer row, so a document that needs an
 * owner and their lists reads them all in one statement (decision 025: under load each statement
 * costs some 20 µs whatever it reads, and SQLite writes 100 rows as JSON faster than
 * better-sqlite3 makes 100 row objects). The rows keep the subquery's order on both dialects.
 *
 * Inside JSON a row's values are as each dialect writes them: SQLite timestamps are epoch ms and
 * booleans 0/1, PostgreSQL's ISO text and true/false; the value helpers of db/values.ts read each
 * either way. A JSON column would nest as JSON in PostgreSQL but stay text in SQLite, and a
 * string value could not be told from its text afterwards, so the subquery casts it to text.
 * The rows' types are the subquery's own: the columns are read through those helpers.
 */
export function jsonRows<O>(db: Kysely<DB>, subquery: SelectQueryBuilder<DB, keyof DB, O>): RawBuilder<O[]> {
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter ? postgresJsonArray(subquery) : sqliteJsonArray(subquery);
  // Typed as the subquery's rows: the value helpers take each column either way (see above).
  return rows as unknown as RawBuilder<O[]>;
}

/** The owner a jsonRows subquery reads for: a value, or the outer query's `users.id`. */
export type UserIdOperand = string | Expression<string>;

/** The rows of a jsonRows column: text from SQLite, already parsed by pg. */
export function rowsOf<Row>(value: Row[] | string): Row[] {
  return typeof value === 'string' ? (JSON.parse(value) as Row[]) : value;
}
