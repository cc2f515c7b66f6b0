import { CompiledQuery, NoResultError, type Compilable, type Kysely, type QueryNode } from 'kysely';
import type { DB } from './schema';

/**
 * A query built and compiled once per database, then run again and again with new values.
 *
 * Building a Kysely query (freezing its node tree, cloning it for each `.where`) and compiling it
 * to SQL costs about 20 µs, as much as SQLite takes to run a small indexed read: half the database
 * time of a public page's first view (decision 025). The SQL text of such a query never changes,
 * only its values do, so it is compiled once with a unique placeholder in the place of each named
 * parameter; each run copies the compiled parameters and puts the caller's values where the
 * placeholders were. Every other parameter (a constant such as `is_visible = true`) stays as
 * compiled. SQLite and PostgreSQL compile differently, so the result is kept per `Kysely`
 * instance: a transaction is an instance of its own and compiles again, so this is meant for
 * `app.db`, though it is correct inside a transaction too.
 */

/** A parameter is declared by the function that names its type: `{ userId: String }`. */
type ParameterKind = StringConstructor | NumberConstructor | BooleanConstructor;
export type ParameterSpec = Record<string, ParameterKind>;
export type ParameterValues<S extends ParameterSpec> = { readonly [K in keyof S]: ReturnType<S[K]> };

export interface CompiledOnceQuery<S extends ParameterSpec, Row> {
  /** Every row, as the builder's `execute()` would return them. */
  execute(db: Kysely<DB>, values: ParameterValues<S>): Promise<Row[]>;
  /** The first row or undefined, as `executeTakeFirst()` (no `limit` is added). */
  executeTakeFirst(db: Kysely<DB>, values: ParameterValues<S>): Promise<Row | undefined>;
  /** The first row, or Kysely's NoResultError, as `executeTakeFirstOrThrow()`. */
  executeTakeFirstOrThrow(db: Kysely<DB>, values: ParameterValues<S>): Promise<Row>;
}

interface Compiled {
  /** The query's tree, for a NoResultError like the builder's. */
  node: QueryNode;
  sql: string;
  /** The compiled parameters: constants as they are, placeholders to be replaced. */
  parameters: readonly unknown[];
  /** Which named value goes to which position of `parameters`. */
  slots: ReadonlyArray<readonly [position: number, name: string]>;
}

// Starts with NUL, which no stored text holds (PostgreSQL refuses it), so no constant looks like it.
const MARK = '\u0000compiled-once\u0000';
let compilations = 0;

export function compiledOnce<S extends ParameterSpec, Row>(
  spec: S,
  build: (db: Kysely<DB>, params: ParameterValues<S>) => Compilable<Row>,
): CompiledOnceQuery<S, Row> {
  const names = Object.keys(spec);
  const compiledFor = new WeakMap<Kysely<DB>, Compiled>();

  function compiled(db: Kysely<DB>): Compiled {
    let found = compiledFor.get(db);
    if (!found) {
      found = compile(db, names, build as (db: Kysely<DB>, params: Record<string, unknown>) => Compilable<Row>);
      compiledFor.set(db, found);
    }
    return found;
  }

  async function execute(db: Kysely<DB>, values: ParameterValues<S>): Promise<Row[]> {
    const { sql, parameters, slots } = compiled(db);
    for (const name of names) {
      if (values[name] === undefined) throw new Error(`compiledOnce: no value for the parameter "${name}"`);
    }
    const bound = parameters.slice();
    for (const [position, name] of slots) bound[position] = values[name];
    const result = await db.executeQuery<Row>(CompiledQuery.raw(sql, bound));
    return result.rows;
  }

  return {
    execute,
    executeTakeFirst: async (db, values) => (await execute(db, values))[0],
    async executeTakeFirstOrThrow(db, values) {
      const [first] = await execute(db, values);
      if (first === undefined) throw new NoResultError(compiled(db).node);
      return first;
    },
  };
}

/** Compiles the query with placeholders and finds where each one ended up; refuses any it lost. */
function compile<Row>(
  db: Kysely<DB>,
  names: string[],
  build: (db: Kysely<DB>, params: Record<string, unknown>) => Compilable<Row>,
): Compiled {
  const serial = ++compilations;
  const placeholders = Object.fromEntries(names.map((name) => [name, `${MARK}${serial}:${name}`]));
  const nameOf = new Map(names.map((name) => [placeholders[name], name]));
  const { query, sql, parameters } = build(db, placeholders).compile();
  if (sql.includes(MARK)) throw new Error('compiledOnce: a parameter was written into the SQL text');
  const slots: Array<readonly [number, string]> = [];
  parameters.forEach((value, position) => {
    if (typeof value !== 'string' || !value.includes(MARK)) return;
    const name = nameOf.get(value);
    // A placeholder changed on its way (trimmed, concatenated…) would be sent as a value.
    if (name === undefined) throw new Error('compiledOnce: a parameter was changed before it was bound');
    slots.push([position, name]);
  });
  for (const name of names) {
    if (!slots.some(([, used]) => used === name)) {
      throw new Error(`compiledOnce: the query does not use the parameter "${name}"`);
    }
  }
  // Only queries that answer rows are compiled here, and those are QueryNodes.
  return { node: query as QueryNode, sql, parameters, slots };
}
