import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ApiError, apiFetch, CLIENT_INFO } from '@/lib/api-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

function sentRequest(fetchMock: ReturnType<typeof mockFetch>) {
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  if (typeof input !== 'string') throw new Error('api should call fetch with a path');
  return new Request(new URL(input, 'http://localhost'), init);
}

describe('apiFetch', () => {
  it('sends the client-info header with the app version on every call', async () => {
    const fetchMock = mockFetch({ '/api/ping': () => jsonResponse({}) });
    await apiFetch('/api/ping', { headers: { 'X-Other': '1' } });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(CLIENT_INFO).toBe('waymark-web/0.0.0-test');
    expect(headers.get('X-Client-Info')).toBe('waymark-web/0.0.0-test');
    expect(headers.get('X-Other')).toBe('1');
    expect(init?.credentials).toBe('same-origin');
  });
});

describe('api', () => {
  const schema = z.object({ name: z.string() });

  it('returns the body validated by the schema', async () => {
    mockFetch({ '/api/thing': () => jsonResponse({ name: 'Trail', extra: true }) });
    await expect(api.get('/api/thing', { schema })).resolves.toEqual({ name: 'Trail' });
  });

  it('rejects an answer that does not match the schema', async () => {
    mockFetch({ '/api/thing': () => jsonResponse({ name: 7 }) });
    await expect(api.get('/api/thing', { schema })).rejects.toBeInstanceOf(z.ZodError);
  });

  it.each([
    ['post', 'POST'],
    ['patch', 'PATCH'],
    ['put', 'PUT'],
    ['delete', 'DELETE'],
  ] as const)('%s sends its body as JSON with the client-info header', async (verb, method) => {
    const fetchMock = mockFetch({ '/api/thing': () => jsonResponse({ name: 'Saved' }) });
    await expect(api[verb]('/api/thing', { body: { name: 'Trail' }, schema })).resolves.toEqual({
      name: 'Saved',
    });

    const request = sentRequest(fetchMock);
    expect(request.method).toBe(method);
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('X-Client-Info')).toBe(CLIENT_INFO);
    expect(request.credentials).toBe('same-origin');
    await expect(request.json()).resolves.toEqual({ name: 'Trail' });
  });

  it('resolves to nothing without a schema, whatever the answer holds', async () => {
    const fetchMock = mockFetch({ '/api/thing': () => new Response(null, { status: 204 }) });
    await expect(api.delete('/api/thing')).resolves.toBeUndefined();
    const request = sentRequest(fetchMock);
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(request.body).toBeNull();
  });

  it('sends FormData as it is, so the browser sets the multipart boundary', async () => {
    const fetchMock = mockFetch({ '/api/thing': () => jsonResponse({ name: 'Cover' }) });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'cover.png');
    await api.post('/api/thing', { body: form, schema });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('sends a file as the body typed by its own type', async () => {
    const fetchMock = mockFetch({ '/api/thing': () => jsonResponse({ name: 'Avatar' }) });
    const file = new File(['x'], 'me.webp', { type: 'image/webp' });
    await api.post('/api/thing', { body: file, schema });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(file);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/webp');
  });

  it('turns an error body into an ApiError with its status and code', async () => {
    mockFetch({
      '/api/thing': () =>
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } }, 401),
    });
    const error = await api.get('/api/thing', { schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Not authenticated',
    });
  });

  it('still reports an error whose body is not JSON', async () => {
    mockFetch({ '/api/thing': () => new Response('Bad gateway', { status: 502 }) });
    await expect(api.post('/api/thing')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN' });
  });
});
