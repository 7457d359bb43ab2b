import type { ErrorBody } from '@waymark/shared/errors';

export const CLIENT_INFO_HEADER = 'X-Client-Info';

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

/** The only way the web app calls `/api`: same-origin cookies plus the client-info header. */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(CLIENT_INFO_HEADER, CLIENT_INFO);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetch(path, { credentials: 'same-origin', ...init, headers });
}

/** Fetches JSON, validates it with `schema` and turns error answers into an `ApiError`. */
export async function apiJson<T>(path: string, schema: Parser<T>, init?: RequestInit): Promise<T> {
  const response = await apiFetch(path, init);
  if (!response.ok) throw await toApiError(response);
  return schema.parse(await response.json());
}

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
