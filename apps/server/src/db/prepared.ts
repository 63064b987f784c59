/**
 * Queries built and compiled once (issue 28 item 5). Kysely builds an operation tree and compiles it to SQL on every
 * call — 30–100 µs of the event loop per statement, where SQLite answers the statement itself in about 5 µs, and a
 * signed-in page sends 12–23 of them. A prepared query runs its builder once per database handle with stand-ins for
 * its arguments, keeps the compiled SQL and puts the real arguments in place of the stand-ins on each call: the same
 * SQL text and parameters as building it anew (the SQLite connection then reuses its prepared statement too).
 *
 * The builder must use its arguments only as values of the query (`where(column, '=', arg)`, `values({ column: arg })`,
 * `where(column, 'in', list)`), never in JavaScript (`arg.toLowerCase()`, `if (arg)`): the stand-ins are not the
 * values. An array argument is an `in` list: the query is compiled once per length of each list (`in (?, ?)` and
 * `in (?, ?, ?)` are different SQL), at most `MAX_SHAPES` lengths per handle. An argument (or list element) the
 * compiled query does not carry is a programming error and throws on first use. Queries whose shape depends on their
 * input otherwise (optional filters) stay built per call.
 */
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.ts';

/** Stands for the argument at `index` (or its list's element `element`) while the query is compiled. */
class Slot {
  constructor(
    readonly index: number,
    readonly element: number | null,
  ) {}
}

/** Compiled shapes kept per handle (list lengths seen): past it the oldest is compiled again when next needed. */
const MAX_SHAPES = 64;

export interface PreparedQuery<Args extends readonly unknown[], Row> {
  /** Every row. */
  execute(db: Kysely<Database>, ...args: Args): Promise<Row[]>;
  /** The first row, or undefined (like Kysely's `executeTakeFirst`). */
  takeFirst(db: Kysely<Database>, ...args: Args): Promise<Row | undefined>;
  /** The driver's result (affected rows of an insert or update). */
  run(db: Kysely<Database>, ...args: Args): Promise<QueryResult<Row>>;
}

/** The query's shape for these arguments: the length of each list ('' when no argument is a list). */
const shapeOf = (args: readonly unknown[]) =>
  args.some(Array.isArray) ? args.map((arg) => (Array.isArray(arg) ? arg.length : '')).join(',') : '';

export function preparedQuery<Args extends readonly unknown[], Row>(
  arity: Args['length'],
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): PreparedQuery<Args, Row> {
  // Per handle: a transaction or a handle with plugins compiles its own (the compiled text is the handle's).
  const compiled = new WeakMap<Kysely<Database>, Map<string, CompiledQuery<Row>>>();
  const compile = (db: Kysely<Database>, args: readonly unknown[]) => {
    let expected = 0;
    const standIns = Array.from({ length: arity }, (_, index) => {
      const arg = args[index];
      if (!Array.isArray(arg)) return ((expected += 1), new Slot(index, null));
      expected += arg.length;
      return arg.map((_, element) => new Slot(index, element));
    });
    const query = build(db, ...(standIns as unknown as Args)).compile();
    const used = new Set(
      query.parameters.flatMap((value) => (value instanceof Slot ? [`${value.index}.${value.element}`] : [])),
    );
    if (used.size !== expected)
      throw new Error(`prepared query: ${expected - used.size} argument(s) not in the SQL`);
    return query;
  };
  const compiledFor = (db: Kysely<Database>, args: readonly unknown[]) => {
    let shapes = compiled.get(db);
    if (!shapes) compiled.set(db, (shapes = new Map()));
    const shape = shapeOf(args);
    let query = shapes.get(shape);
    if (!query) {
      query = compile(db, args);
      if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value ?? '');
      shapes.set(shape, query);
    }
    return query;
  };
  const run = (db: Kysely<Database>, ...args: Args) => {
    const query = compiledFor(db, args);
    const parameters = query.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      const arg: unknown = args[value.index];
      return value.element === null ? arg : (arg as readonly unknown[])[value.element];
    });
    return db.executeQuery<Row>({ ...query, parameters });
  };
  return {
    run,
    execute: async (db, ...args) => (await run(db, ...args)).rows,
    takeFirst: async (db, ...args) => (await run(db, ...args)).rows[0],
  };
}
