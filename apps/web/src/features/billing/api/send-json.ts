import { apiFetch, apiJson, toApiError, type Parser } from '@/lib/api-client';

const jsonInit = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined
    ? {}
    : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
});

/** A JSON request whose answer carries nothing to read. */
export async function sendJson(path: string, method: string, body?: unknown): Promise<void> {
  const response = await apiFetch(path, jsonInit(method, body));
  if (!response.ok) throw await toApiError(response);
}

/** A JSON request whose answer is read with `schema`. */
export function sendJsonFor<T>(
  path: string,
  method: string,
  schema: Parser<T>,
  body?: unknown,
): Promise<T> {
  return apiJson(path, schema, jsonInit(method, body));
}
