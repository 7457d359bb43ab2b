import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '@/config';
import { readableLogStream } from '@/readable-log';

export const redactedHeaders = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization'];

/** JSON for machines (a file, a pipe, a log collector); readable lines for a person. */
export type LogFormat = 'json' | 'readable';

/** Readable lines when the output is a terminal (`npm start` by hand), JSON otherwise. */
export function defaultLogFormat(output: { isTTY?: boolean } = process.stdout): LogFormat {
  return output.isTTY === true ? 'readable' : 'json';
}

/**
 * JSON logs on stdout. Request headers are logged for support (including the web
 * app's `X-Client-Info: waymark-web/<version>`), but credentials never are. At a terminal
 * (readable-log.ts) each request is one line instead, with its client info.
 */
export function createLogger(
  level: LogLevel,
  destination?: DestinationStream,
  format: LogFormat = destination ? 'json' : defaultLogFormat(),
): Logger {
  const isReadable = format === 'readable';
  return pino(
    {
      level,
      redact: {
        paths: redactedHeaders.flatMap((header) => [
          `req.headers["${header}"]`,
          `res.headers["${header}"]`,
        ]),
        censor: '[redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url,
          remoteAddress: request.ip,
          clientInfo: request.headers['x-client-info'],
          headers: request.headers,
        }),
        res: (reply: FastifyReply) =>
          isReadable
            ? {
                statusCode: reply.statusCode,
                method: reply.request.method,
                url: reply.request.url,
                clientInfo: reply.request.headers['x-client-info'],
              }
            : { statusCode: reply.statusCode },
        err: serializeError,
      },
    },
    isReadable ? readableLogStream(destination ?? process.stdout) : destination,
  );
}

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  /** A short hash of the failed SQL text: the same query always has the same one. */
  query?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SerializedError;
}

// Driver error fields that name the schema, never a value. `detail`, `where`, `hint` and
// `internalQuery` are left out: PostgreSQL quotes row and parameter values in them.
const schemaFields = ['constraint', 'table', 'column'] as const;

/**
 * Errors as logs may hold them: type, code, message and stack frames, with SQL reduced to a
 * hash. Drizzle wraps a failed query in an error whose message (and so stack) holds the whole
 * SQL text and every parameter — people's titles, e-mail addresses, tokens — so those go.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const fields = error as Error & Record<string, unknown>;
  const message = safeErrorMessage(error);
  const serialized: SerializedError = { type: error.name, message };
  if (typeof fields.code === 'string') serialized.code = fields.code;
  if (typeof fields.query === 'string') serialized.query = queryHash(fields.query);
  for (const field of schemaFields) {
    if (typeof fields[field] === 'string') serialized[field] = fields[field];
  }
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) serialized.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < 4) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

/** An error's message without the SQL text and parameters a failed query's message carries. */
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { query } = error as Error & { query?: unknown };
  if (typeof query === 'string' || error.message.startsWith('Failed query:')) {
    return `Failed query ${typeof query === 'string' ? queryHash(query) : ''}`.trim();
  }
  return error.message;
}

function queryHash(query: string): string {
  return `q_${createHash('sha1').update(query).digest('base64url').slice(0, 12)}`;
}
