import { TimeoutError } from '@/db/timeout';

const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

// SQLSTATEs meaning the server cannot serve us right now (not a bug in the query):
// connection exceptions, shutdown in progress, too many connections, query canceled by timeout.
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

const unavailableMessages = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /query read timeout/i,
  /pglite is closed/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
];

/**
 * Whether an error (or any of its causes: drizzle wraps driver errors) says the
 * database is out of reach rather than that a query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (current instanceof TimeoutError) return true;
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (unavailableErrnos.has(code) || unavailableSqlStates.has(code)) return true;
      if (code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && unavailableMessages.some((re) => re.test(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a failed query says about the request, when the request is at fault. */
export type DatabaseInputProblem = 'invalid-value' | 'missing-reference';

/**
 * Whether a query failed because of a value the request carried rather than a bug: SQLSTATE
 * class 22 (data exception: a value out of range, a text the encoding cannot hold, a date
 * that does not exist, …) or 23503 (a foreign key names a row that is not there, e.g. an
 * account deleted while its token was still in use). Drizzle wraps the driver's error, so
 * the causes are read too.
 */
export function databaseInputProblem(error: unknown): DatabaseInputProblem | null {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current !== 'object') return null;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') {
      if (/^22[0-9A-Z]{3}$/.test(code)) return 'invalid-value';
      if (code === '23503') return 'missing-reference';
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** SQLSTATEs the features react to by name. */
export const sqlStates = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  noDataFound: 'P0002',
} as const;

/** The SQLSTATE of a database error, looking through drizzle's wrapping; undefined otherwise. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `run` and rethrows a refusal raised by a database function (its own SQLSTATE, e.g.
 * WC001) as the error `refusals` names for that state; any other error passes unchanged.
 */
export async function withFunctionRefusals<T>(
  refusals: Record<string, () => Error>,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refusal = refusals[sqlStateOf(error) ?? ''];
    if (refusal) throw refusal();
    throw error;
  }
}

/**
 * Whether a database error (or one it wraps) is a unique violation, optionally of one named
 * constraint: pg and PGlite both carry the constraint's name, on the error or in its message.
 * Racing inserts are settled by the index, and this is how the loser learns it lost.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    type DriverError = { code?: unknown; constraint?: unknown; message?: unknown };
    const { code, constraint: name, message } = current as DriverError;
    if (code === sqlStates.uniqueViolation) {
      if (constraint === undefined || name === constraint) return true;
      if (typeof message === 'string' && message.includes(constraint)) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// A deadlock victim (40P01) or a serialization failure (40001): PostgreSQL rolled the whole
// transaction back, and running it again is the documented answer.
const transientSqlStates = new Set(['40P01', '40001']);

/** Whether a transaction failed only because another one ran into it at the same moment. */
export function isTransientConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && transientSqlStates.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a query named a table that is not there (42P01): a database not migrated yet. */
export function isMissingTable(error: unknown): boolean {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === '42P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether PostgreSQL refused a catalog change because another session changed the same catalog
 * row at that moment ("tuple concurrently updated", XX000): two nodes starting together and
 * granting on one schema. Running the change again succeeds.
 */
export function isConcurrentCatalogUpdate(error: unknown): boolean {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === 'XX000' && typeof message === 'string' && /concurrently updated/.test(message)) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
