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
