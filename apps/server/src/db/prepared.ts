/**
 * Queries built and compiled once (issue 28 item 5). Kysely builds an operation tree and compiles it to SQL on every
 * call — 30–100 µs of the event loop per statement, where SQLite answers the statement itself in about 5 µs, and a
 * signed-in page sends 12–23 of them. A prepared query runs its builder once per database handle with stand-ins for
 * its arguments, keeps the compiled SQL and puts the real arguments in place of the stand-ins on each call: the same
 * SQL text and parameters as building it anew (the SQLite connection then reuses its prepared statement too).
 *
 * The builder must use its arguments only as values of the query (`where(column, '=', arg)`, `values({ column: arg })`),
 * never in JavaScript (`arg.toLowerCase()`, `if (arg)`, `in` lists): the stand-ins are not the values. An argument
 * the compiled query does not carry is a programming error and throws on first use. Queries whose shape depends on
 * their input (optional filters, `in` lists) stay built per call.
 */
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.ts';

/** Stands for the argument at `index` while the query is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

export interface PreparedQuery<Args extends readonly unknown[], Row> {
  /** Every row. */
  execute(db: Kysely<Database>, ...args: Args): Promise<Row[]>;
  /** The first row, or undefined (like Kysely's `executeTakeFirst`). */
  takeFirst(db: Kysely<Database>, ...args: Args): Promise<Row | undefined>;
  /** The driver's result (affected rows of an insert or update). */
  run(db: Kysely<Database>, ...args: Args): Promise<QueryResult<Row>>;
}

export function preparedQuery<Args extends readonly unknown[], Row>(
  arity: Args['length'],
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  // Per handle: a transaction or a handle with plugins compiles its own (the compiled text is the handle's).
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  const compiledFor = (db: Kysely<Database>) => {
    let query = compiled.get(db);
    if (!query) {
      const slots = Array.from({ length: arity }, (_, index) => new Slot(index));
      query = build(db, ...(slots as unknown as Args)).compile();
      const used = new Set(query.parameters.flatMap((value) => (value instanceof Slot ? [value.index] : [])));
      if (used.size !== arity)
        throw new Error(`prepared query: ${arity - used.size} argument(s) not in the SQL`);
      compiled.set(db, query);
    }
    return query;
  };
  const run = (db: Kysely<Database>, ...args: Args) => {
    const query = compiledFor(db);
    const parameters = query.parameters.map((value) => (value instanceof Slot ? args[value.index] : value));
    return db.executeQuery<Row>({ ...query, parameters });
  };
  return {
    run,
    execute: async (db, ...args) => (await run(db, ...args)).rows,
    takeFirst: async (db, ...args) => (await run(db, ...args)).rows[0],
  };
}
