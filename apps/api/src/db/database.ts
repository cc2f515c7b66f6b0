import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { DB } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (counts, sums) as numbers. json/jsonb stay text as in SQLite, so reads parse JSON the same
// way on both dialects; otherwise a stored JSON string would come back indistinguishable from text.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.JSON, (v) => v);
pg.types.setTypeParser(pg.types.builtins.JSONB, (v) => v);

export function createDatabase(settings: Config['database']): Database {
  const db = settings.url ? createPostgres(settings.url, settings.schema) : createSqlite(settings.sqliteFile);
  return {
    db,
    dialect: settings.url ? 'postgres' : 'sqlite',
    close: () => db.destroy(),
  };
}

function createSqlite(file: string): Kysely<DB> {
  // Owner-only: the file holds password hashes and e-mail addresses. SQLite gives its -wal and
  // -shm files the mode of the database file.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
}

const CACHED_STATEMENTS = 1000;

/** better-sqlite3 binds neither Date nor boolean: they are stored as epoch ms and 0/1. */
function toSqliteValue(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * A statement that binds its parameters as SQLite stores them. Converting the few bound values
 * here costs a map over an array; a Kysely plugin did it by copying every query's whole tree,
 * a tenth of an uncached public render (decision 025).
 */
function bindingValues(statement: SQLite.Statement): SqliteStatement {
  const bound = (parameters: ReadonlyArray<unknown>) => parameters.map(toSqliteValue);
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(bound(parameters)),
    run: (parameters) => statement.run(bound(parameters)),
    iterate: (parameters) => statement.iterate(bound(parameters)),
  };
}

/**
 * Kysely asks for a new prepared statement on every query, and preparing was the largest single
 * cost of rendering a public page (decision 024). A better-sqlite3 statement can be run again and
 * again, so each distinct SQL text is prepared once and kept (the least recently used are dropped
 * past 1,000; `in (?, ?, …)` lists make some texts vary). SQLite re-prepares a kept statement by
 * itself after a schema change.
 */
export function withStatementCache(connection: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => connection.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = bindingValues(connection.prepare(text));
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

function createPostgres(connectionString: string, schema?: string): Kysely<DB> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A schema per test file (or per tenant of a shared server) without qualifying every table.
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** A trivial round trip; the health check's definition of "reachable". */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
