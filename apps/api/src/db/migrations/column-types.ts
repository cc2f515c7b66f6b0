import { PostgresAdapter, type Kysely } from 'kysely';

/** The portable spelling of §13's column types for whichever dialect a migration runs on. */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    ts: postgres ? 'timestamptz' : 'integer',
    json: postgres ? 'jsonb' : 'text',
    bool: postgres ? 'boolean' : 'integer',
  } as const;
}
