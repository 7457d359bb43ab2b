import { apiFetch, toApiError } from '@/lib/api-client';

/** A JSON request whose answer carries nothing to read (204, or a body we do not need). */
export async function sendJson(path: string, method: string, body?: unknown): Promise<void> {
  const response = await apiFetch(path, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw await toApiError(response);
}
