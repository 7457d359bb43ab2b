import * as drizzle from 'drizzle-orm';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppTransaction } from '@/db/client';

/**
 * Queries whose SQL text is built once, for the reads every screen makes (issue 29).
 *
 * Drizzle builds a query's text from its builder on every call: the journeys list spent about a
 * fifth of its Node time there, for a text that never changes. Here the builder runs once, with
 * named placeholders (`p.ownerId`) where the values go; each call then hands the built text and
 * the values to the transaction's own session, which is all Drizzle's `prepare()` does, except
 * that a Drizzle prepared query is bound to the connection it was made on and a request's
 * transaction is a new one each time. Row-level security is untouched: the statement still runs
 * inside `withUser`, as the role and person that transaction set. On a PostgreSQL server the
 * text is also a named statement, planned once per connection (db/prepared-statements.ts).
 *
 * A placeholder's value reaches the driver as given (no column encoder): pass what the column
 * takes on the wire (ids and texts as strings, instants as ISO strings cast in the SQL).
 */

/** `p.name` is the placeholder `name`, typed by the value it stands for. */
export type Placeholders<Values> = {
  readonly [K in keyof Values & string]: Placeholder<K, Values[K]>;
};

function placeholders<Values>(): Placeholders<Values> {
  return new Proxy({} as Placeholders<Values>, {
    get: (_, name) => sql.placeholder(String(name)),
  });
}

/** What a select builder holds besides its public `toSQL()` (drizzle-orm 0.45, PgSelectBase). */
interface SelectBuilderInternals {
  toSQL(): BuiltQuery;
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap?: Record<string, boolean>;
}

interface BuiltQuery {
  sql: string;
  params: unknown[];
}

interface Prepared {
  joinsNotNullableMap?: Record<string, boolean>;
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** The session a transaction runs its statements on (public in Drizzle's types as `_.session`). */
type SessionOf = (tx: AppTransaction) => {
  prepareQuery(
    query: BuiltQuery,
    fields: unknown,
    name: undefined,
    isResponseInArrayMode: boolean,
  ): Prepared;
};
const sessionOf: SessionOf = (tx) => tx._.session;

// Drizzle orders a selection's fields this way when it prepares; exported, though not typed.
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields: (fields: Record<string, unknown>) => unknown;
};

/**
 * A select built once: `compiledSelect<{ id: string }>()((tx, p) => tx.select()…eq(t.id, p.id))`
 * gives `(tx, { id }) => rows`, typed as the builder's rows. The builder must not depend on
 * anything but its placeholders (one text serves every call).
 */
export function compiledSelect<Values extends Record<string, unknown>>() {
  return <Rows>(
    build: (tx: AppTransaction, p: Placeholders<Values>) => PromiseLike<Rows>,
  ): ((tx: AppTransaction, values: Values) => Promise<Rows>) => {
    let built:
      | { query: BuiltQuery; fields: unknown; joinsNotNullableMap?: Record<string, boolean> }
      | undefined;
    return (tx, values) => {
      if (!built) {
        const builder = build(tx, placeholders<Values>()) as unknown as SelectBuilderInternals;
        built = {
          query: builder.toSQL(),
          fields: orderSelectedFields(builder.config.fields),
          joinsNotNullableMap: builder.joinsNotNullableMap,
        };
      }
      const prepared = sessionOf(tx).prepareQuery(built.query, built.fields, undefined, true);
      // Left joins whose every column came back null map to null, as Drizzle's own select does.
      prepared.joinsNotNullableMap = built.joinsNotNullableMap;
      return prepared.execute(values) as Promise<Rows>;
    };
  };
}

const dialect = new PgDialect();

/**
 * A raw statement built once: `compiledStatement<{ id: string }, Row>()((p) => sql`…${p.id}…`)`
 * gives `(tx, { id }) => rows`, as `tx.execute()` would answer them.
 */
export function compiledStatement<Values extends Record<string, unknown>, Row>() {
  return (
    build: (p: Placeholders<Values>) => SQL,
  ): ((tx: AppTransaction, values: Values) => Promise<Row[]>) => {
    let built: BuiltQuery | undefined;
    return async (tx, values) => {
      built ??= dialect.sqlToQuery(build(placeholders<Values>()));
      const prepared = sessionOf(tx).prepareQuery(built, undefined, undefined, false);
      return ((await prepared.execute(values)) as { rows: Row[] }).rows;
    };
  };
}
