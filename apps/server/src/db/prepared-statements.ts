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
  pendingBegin: string | null = null;
  /** The held-back `begin` and row-level-security settings, sent but not yet waited for. */
  pendingSettings: Promise<unknown> | null = null;
  /** The open transaction was begun `read only`: its commit is not waited for. */
  readOnly = false;

  constructor(config?: string | pg.ClientConfig) {
    // Pipelined: a query is written as soon as it is asked for, not after the previous one's
    // answer, so the statements of a transaction that do not wait on each other share one
    // round trip (PostgreSQL answers them in order; each keeps its own Sync, so an error
    // touches only its own statement and, as always, the rest of its transaction).
    super(
      typeof config === 'string'
        ? { connectionString: config, pipeline: true }
        : { ...config, pipeline: true },
    );
  }
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
  corkUntilNextTick(this);
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

interface Corkable {
  cork(): void;
  uncork(): void;
}
const corked = new WeakSet<PreparingClient>();

/**
 * Holds this connection's writes until the current tick's promise jobs have run: the
 * statements a transaction asks for without waiting (its begin and settings, then its first
 * query, built a few promise jobs later) leave in one write rather than one system call each.
 */
function corkUntilNextTick(client: PreparingClient): void {
  if (corked.has(client)) return;
  const stream = (client as unknown as { connection?: { stream?: Partial<Corkable> } }).connection
    ?.stream;
  if (typeof stream?.cork !== 'function' || typeof stream.uncork !== 'function') return;
  const corkable = stream as Corkable;
  corkable.cork();
  corked.add(client);
  process.nextTick(() => {
    corked.delete(client);
    corkable.uncork();
  });
}

const emptyResult = (command: string) => ({ command, rowCount: 0, rows: [], fields: [] });

type Send = (next: unknown) => Promise<unknown>;

/** What withUser's settings statement starts with (db/with-user.ts): its rows are not read. */
const settingsPrefix = 'select set_config(';
const begins = new Set(['begin', 'begin read only']);

/**
 * Every `withUser` transaction is `begin`, the settings of row-level security (one statement
 * without parameters), its queries, `commit`. Waiting for each answer in turn costs a round
 * trip apiece, so on this pipelined client:
 *
 * - `begin` is answered at once and held back;
 * - the settings are sent with it as one simple query (`begin; select set_config(…)`) and
 *   answered at once: nothing reads their rows. Their real answer is waited for together with
 *   the next statement's, which is already on its way (a failure of the settings is what
 *   that statement reports, as it would have been without pipelining);
 * - `commit` of a `read only` transaction is sent and answered at once: it has written
 *   nothing that anyone could read too early, and its failure would change nothing. The next
 *   user of the connection queues behind it on the wire.
 *
 * A read is then one round trip: begin, settings, query and commit leave together. A
 * transaction that ends before any statement never reaches the server.
 */
function withPendingBegin(
  client: PreparingClient,
  config: unknown,
  values: unknown,
): ((send: Send) => Promise<unknown>) | undefined {
  const text = typeof config === 'string' ? config : (config as QueryConfigLike | null)?.text;
  const parameters = Array.isArray(values) ? values : (config as { values?: unknown })?.values;
  const plain =
    typeof text === 'string' &&
    (!Array.isArray(parameters) || parameters.length === 0) &&
    (typeof config === 'string' || (config as QueryConfigLike).submit === undefined);
  const command = typeof text === 'string' ? text.trim().toLowerCase() : '';
  const settings = client.pendingSettings;
  if (settings) {
    client.pendingSettings = null;
    if (command === 'commit' && client.readOnly) {
      client.readOnly = false;
      return () => {
        void settings.catch(noop);
        sendUnwaited(client, 'commit');
        return Promise.resolve(emptyResult('COMMIT'));
      };
    }
    return async (send) => {
      const answer = send(plain ? config : withStatementName(config, values));
      // Both are on the wire; the settings' own failure is the one to report.
      const [settled, result] = await Promise.allSettled([settings, answer]);
      if (settled.status === 'rejected') throw settled.reason;
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    };
  }
  if (!client.pendingBegin) {
    if (!plain || !begins.has(command)) {
      if (command === 'commit' && client.readOnly) {
        client.readOnly = false;
        return () => {
          sendUnwaited(client, 'commit');
          return Promise.resolve(emptyResult('COMMIT'));
        };
      }
      if (command === 'commit' || command === 'rollback') client.readOnly = false;
      return undefined;
    }
    client.pendingBegin = command;
    client.readOnly = command === 'begin read only';
    return () => Promise.resolve(emptyResult('BEGIN'));
  }
  const begin = client.pendingBegin;
  client.pendingBegin = null;
  if (command === 'commit' || command === 'rollback') {
    client.readOnly = false;
    return () => Promise.resolve(emptyResult(command.toUpperCase()));
  }
  if (plain && command.startsWith(settingsPrefix)) {
    const sent = rawQuery(client, `${begin}; ${text}`);
    // Waited for by the next statement; never an unhandled rejection meanwhile.
    sent.catch(noop);
    client.pendingSettings = sent;
    return () => Promise.resolve(emptyResult('SELECT'));
  }
  if (plain && typeof config === 'string') {
    return async (send) => lastResult(await send(`${begin}; ${config}`));
  }
  if (plain) {
    return async (send) =>
      lastResult(await send({ ...(config as object), text: `${begin}; ${text}` }));
  }
  return async (send) => {
    // Both written at once (pipelined); `begin` not through `send`, which passes the
    // statement's own values along.
    const began = rawQuery(client, begin);
    const answer = send(withStatementName(config, values));
    const [settled, result] = await Promise.allSettled([began, answer]);
    if (settled.status === 'rejected') throw settled.reason;
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  };
}

function rawQuery(client: PreparingClient, text: string): Promise<unknown> {
  return pg.Client.prototype.query.apply(client, [text] as never) as unknown as Promise<unknown>;
}

/** A read-only transaction's commit: written now, its answer awaited by no one. */
function sendUnwaited(client: PreparingClient, text: string): void {
  rawQuery(client, text).catch(noop);
}

function noop(): void {}

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
