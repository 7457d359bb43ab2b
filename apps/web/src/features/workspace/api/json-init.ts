/** A request with a JSON body (or none) for apiJson. */
export function jsonInit(method: 'POST' | 'PUT' | 'PATCH', body?: unknown): RequestInit {
  return body === undefined
    ? { method }
    : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}
