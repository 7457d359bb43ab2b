import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiFetch, apiJson, CLIENT_INFO } from '@/lib/api-client';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('apiJson', () => {
  const schema = z.object({ name: z.string() });

  it('returns the validated body', async () => {
    mockFetch({ '/api/thing': () => jsonResponse({ name: 'Trail', extra: true }) });
    await expect(apiJson('/api/thing', schema)).resolves.toEqual({ name: 'Trail' });
  });

  it('turns an error body into an ApiError with its code', async () => {
    mockFetch({
      '/api/thing': () =>
        jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } }, 401),
    });
    const error = await apiJson('/api/thing', schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Not authenticated',
    });
  });

  it('still reports an error whose body is not JSON', async () => {
    mockFetch({ '/api/thing': () => new Response('Bad gateway', { status: 502 }) });
    await expect(apiJson('/api/thing', schema)).rejects.toMatchObject({
      status: 502,
      code: 'UNKNOWN',
    });
  });
});
