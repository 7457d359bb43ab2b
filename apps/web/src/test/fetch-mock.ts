import { vi } from 'vitest';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const healthyBody = {
  status: 'ok',
  db: 'up',
  schema: '0001_init',
  version: '0.1.0',
  uptime: 12,
  redis: 'off',
  limits: 'per-node',
};

export const publicConfigBody = {
  productName: 'Waymark',
  feedbackUrl: 'https://feedback.example.com/waymark',
  version: '0.1.0',
  operator: { name: 'Waymark', address: null, email: null },
};

/**
 * Replaces fetch with handlers keyed by path; unknown paths answer 404 like the API would.
 * Returns the mock so tests can inspect the requests made.
 */
export function mockFetch(handlers: Record<string, FetchHandler>) {
  const mock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const request = new Request(new URL(url, 'http://localhost'), init);
    const handler = handlers[new URL(request.url).pathname];
    if (!handler) {
      return Promise.resolve(
        jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
      );
    }
    return Promise.resolve(handler(request));
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A fetch that never answers until its signal aborts, like a server that hangs. */
export function hangingFetch(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    request.signal.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}
