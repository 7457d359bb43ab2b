import type { ErrorBody } from '@waymark/shared/errors';
import { isSharedComputer } from '@/lib/kept-reads/device-choice';

export const CLIENT_INFO_HEADER = 'X-Client-Info';

/** Tells the service worker's read-cache (vite.config.ts) not to keep this answer. */
export const KEEP_NOTHING_HEADER = 'X-Keep-Nothing';

/** Sent with every API request so the server can log which client build called it (spec §7). */
export const CLIENT_INFO = `waymark-web/${__APP_VERSION__}`;

/** A non-2xx API answer, carrying the stable error code from the `{ error }` body when present. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorBody['error']['details'],
  ) {
    super(message);
  }
}

/** Anything with a zod-like `parse`, so this module does not pull zod into the first bundle. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * The raw request under `api`: same-origin cookies plus the client-info header. Only for the
 * few answers that are not JSON to validate (the health probe, a file download, a 401 that
 * means "nobody"); everything else goes through `api`.
 */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(CLIENT_INFO_HEADER, CLIENT_INFO);
  // On a shared or public computer the service worker keeps no copy of the answer (issue 32).
  if (isSharedComputer()) headers.set(KEEP_NOTHING_HEADER, '1');
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetch(path, { credentials: 'same-origin', ...init, headers });
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Options of one API call: the body to send and the schema its answer must match. */
export interface ApiRequestOptions<T> {
  /**
   * Sent as JSON (a type no page on another site can send without a preflight); FormData and
   * files are sent as they are.
   */
  body?: unknown;
  /** Validates the answer; without one the answer's body is not read and the call resolves to void. */
  schema?: Parser<T>;
  signal?: AbortSignal;
  cache?: RequestCache;
  keepalive?: boolean;
  /** Extra request headers, e.g. an offline write's `Idempotency-Key`. */
  headers?: Record<string, string>;
  /**
   * The error answers are plain text, not the error body (spec §7 POST /payments): the text
   * is the ApiError's message.
   */
  textErrors?: boolean;
}

async function request<T>(
  method: Method,
  path: string,
  { body, schema, headers, textErrors, ...init }: ApiRequestOptions<T> = {},
): Promise<T> {
  const encoded = encodeBody(body);
  const response = await apiFetch(path, {
    method,
    ...init,
    ...encoded,
    headers: { ...headers, ...(encoded.headers as object) },
  });
  if (!response.ok) {
    throw textErrors
      ? new ApiError(response.status, 'UNKNOWN', await response.text())
      : await toApiError(response);
  }
  if (schema) return schema.parse(await response.json());
  // Without a schema the caller asked for no answer (T is void): let the body go.
  await response.body?.cancel();
  return undefined as T;
}

function encodeBody(body: unknown): RequestInit {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  // A file sent as the body itself is typed by its own Content-Type.
  if (body instanceof Blob) return { headers: { 'Content-Type': body.type }, body };
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

const verb =
  (method: Method) =>
  <T = void>(path: string, options?: ApiRequestOptions<T>): Promise<T> =>
    request(method, path, options);

/**
 * The one way features call the JSON API: `api.post(url, { body, schema })`. Every call sends
 * the client-info header and same-origin cookies, validates the answer with `schema` and
 * rejects with an `ApiError` (status and stable code) on an error answer.
 */
export const api = {
  get: verb('GET'),
  post: verb('POST'),
  patch: verb('PATCH'),
  put: verb('PUT'),
  delete: verb('DELETE'),
};

export async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    return new ApiError(response.status, body.error.code, body.error.message, body.error.details);
  }
  return new ApiError(response.status, 'UNKNOWN', response.statusText || `HTTP ${response.status}`);
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
