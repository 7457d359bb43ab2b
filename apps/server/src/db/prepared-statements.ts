import { createHash } from 'node:crypto';
import pg from 'pg';

const rememberedNames = 5_000;

/**
 * A pg Client whose parameterised queries are named prepared statements, named after a hash of
 * their text (postgres.js does the same by default). node-postgres otherwise sends every query
 * unnamed, so PostgreSQL plans it again on every call — and with row-level security policies
 * inlined, planning the journeys list took 2.5 ms against 0.5 ms to run it. Named, each
 * connection parses and plans a query text once and reuses the plan; PostgreSQL re-plans by
 * itself when the role (RLS) or a table it depends on changes.
 *
 * Only queries with parameters are named: a query without them may hold several statements,
 * which a prepared statement cannot.
 */
export class PreparingClient extends pg.Client {
  /** A `begin` held back to travel with the transaction's next statement (see below). */
  pendingBegin = false;
}

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `w_${createHash('sha1').update(text).digest('base64url')}`;
    // Query texts come from code, so there are few; the bound is for dynamic IN lists.
    if (names.size >= rememberedNames) names.clear();
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

// pg's query() has a dozen overloads; the override only rewrites the first argument.
PreparingClient.prototype.query = function query(
  this: PreparingClient,
  config: unknown,
  values?: unknown,
  callback?: unknown,
) {
  const merged = withPendingBegin(this, config, values);
  if (!merged) {
    return pg.Client.prototype.query.apply(this, [
      withStatementName(config, values),
      values,
      callback,
    ] as never);
  }
  const answer = merged(
    (next) =>
      pg.Client.prototype.query.apply(this, [next, values] as never) as unknown as Promise<unknown>,
  );
  if (typeof callback !== 'function') return answer;
  answer.then(
    (result) => (callback as (error: null, result: unknown) => void)(null, result),
    (error: unknown) => (callback as (error: unknown) => void)(error),
  );
  return undefined;
} as pg.Client['query'];

const emptyResult = (command: string) => ({ command, rowCount: 0, rows: [], fields: [] });

/**
 * Every `withUser` transaction starts `begin`, then the settings of row-level security (one
 * statement without parameters), then its queries: waiting for `begin` alone costs a round
 * trip per request. So `begin` is answered at once and sent in front of the next statement,
 * as one simple query (`begin; select set_config(…)`) when that statement has no parameters,
 * else just before it. A transaction that ends before any statement never reaches the server.
 */
function withPendingBegin(
  client: PreparingClient,
  config: unknown,
  values: unknown,
): ((send: (next: unknown) => Promise<unknown>) => Promise<unknown>) | undefined {
  const text = typeof config === 'string' ? config : (config as QueryConfigLike | null)?.text;
  const parameters = Array.isArray(values) ? values : (config as { values?: unknown })?.values;
  const plain =
    typeof text === 'string' &&
    (!Array.isArray(parameters) || parameters.length === 0) &&
    (typeof config === 'string' || (config as QueryConfigLike).submit === undefined);
  if (!client.pendingBegin) {
    if (!plain || text.trim().toLowerCase() !== 'begin') return undefined;
    client.pendingBegin = true;
    return () => Promise.resolve(emptyResult('BEGIN'));
  }
  client.pendingBegin = false;
  const command = typeof text === 'string' ? text.trim().toLowerCase() : '';
  if (command === 'commit' || command === 'rollback') {
    return () => Promise.resolve(emptyResult(command.toUpperCase()));
  }
  if (plain && typeof config === 'string') {
    return async (send) => lastResult(await send(`begin; ${config}`));
  }
  if (plain) {
    return async (send) =>
      lastResult(await send({ ...(config as object), text: `begin; ${text}` }));
  }
  return async (send) => {
    // Not through `send`, which passes the statement's own values along.
    await (pg.Client.prototype.query.apply(client, [
      'begin',
    ] as never) as unknown as Promise<unknown>);
    return send(withStatementName(config, values));
  };
}

/** A simple query of several statements answers with one result each: the caller asked for the last. */
function lastResult(result: unknown): unknown {
  return Array.isArray(result) ? result.at(-1) : result;
}

function withStatementName(config: unknown, values: unknown): unknown {
  if (typeof config === 'string') {
    return Array.isArray(values) && values.length > 0
      ? { text: config, name: statementName(config) }
      : config;
  }
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfigLike;
  const parameters = Array.isArray(values) ? values : (config as { values?: unknown }).values;
  if (
    typeof query.submit === 'function' ||
    query.name !== undefined ||
    typeof query.text !== 'string' ||
    !Array.isArray(parameters) ||
    parameters.length === 0
  ) {
    return config;
  }
  return { ...config, name: statementName(query.text) };
}
