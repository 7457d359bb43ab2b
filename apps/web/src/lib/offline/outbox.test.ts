import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  enqueue,
  flushOutbox,
  forgetOutbox,
  onOutboxOutcome,
  reapplyRefused,
  useOutbox,
  useRefusedWrites,
} from '@/lib/offline/outbox';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

const stepId = '0b7d2f8e-8d5a-4c1e-9f4a-1a2b3c4d5e6f';
const conflict = { error: { code: 'CONFLICT', message: 'This step was changed somewhere else.' } };

afterEach(async () => {
  await forgetOutbox();
  vi.unstubAllGlobals();
});

describe('the offline outbox', () => {
  it('keeps a refused note, for the person to settle, and drops a refused tick', async () => {
    mockFetch({
      [`/api/steps/${stepId}/complete`]: () => jsonResponse(conflict, 409),
      [`/api/steps/${stepId}`]: () => jsonResponse(conflict, 409),
    });
    await enqueue({
      key: 'tick-key-0001',
      kind: 'tick',
      method: 'POST',
      path: `/api/steps/${stepId}/complete`,
      stepId,
    });
    await enqueue({
      key: 'note-key-0001',
      kind: 'note',
      method: 'PATCH',
      path: `/api/steps/${stepId}`,
      body: { notes: 'Mine', version: 1 },
      stepId,
    });
    const outcomes: string[] = [];
    const stop = onOutboxOutcome(({ entry, error }) =>
      outcomes.push(`${entry.key}:${error?.status}`),
    );
    await flushOutbox();
    stop();
    expect(outcomes).toEqual(['tick-key-0001:409', 'note-key-0001:409']);
    const { result } = renderHook(() => ({ waiting: useOutbox(), refused: useRefusedWrites() }));
    expect(result.current.waiting).toEqual([]);
    expect(result.current.refused.map((entry) => entry.key)).toEqual(['note-key-0001']);
    expect(result.current.refused[0]?.refusal).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('rebases a note on the tick this outbox just sent, and sends each write with its key', async () => {
    const sent: { path: string; key: string | null; body: unknown }[] = [];
    const record = async (request: Request) => {
      sent.push({
        path: new URL(request.url).pathname,
        key: request.headers.get('Idempotency-Key'),
        body: request.method === 'PATCH' ? await request.json() : null,
      });
      return jsonResponse({ step: { id: stepId, version: 2 }, journey: {} });
    };
    mockFetch({ [`/api/steps/${stepId}/complete`]: record, [`/api/steps/${stepId}`]: record });
    await enqueue({
      key: 'tick-key-0002',
      kind: 'tick',
      method: 'POST',
      path: `/api/steps/${stepId}/complete`,
      stepId,
    });
    await enqueue({
      key: 'note-key-0002',
      kind: 'note',
      method: 'PATCH',
      path: `/api/steps/${stepId}`,
      body: { notes: 'Mine', version: 1 },
      stepId,
    });
    await flushOutbox();
    expect(sent).toEqual([
      { path: `/api/steps/${stepId}/complete`, key: 'tick-key-0002', body: null },
      { path: `/api/steps/${stepId}`, key: 'note-key-0002', body: { notes: 'Mine', version: 2 } },
    ]);
  });

  it('keeps a write whose key is still in use, and sends it on the next flush', async () => {
    let calls = 0;
    mockFetch({
      [`/api/steps/${stepId}/complete`]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ error: { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'Running' } }, 409)
          : jsonResponse({ step: { id: stepId, version: 2 }, journey: {} });
      },
    });
    await enqueue({
      key: 'tick-key-0003',
      kind: 'tick',
      method: 'POST',
      path: `/api/steps/${stepId}/complete`,
      stepId,
    });
    await flushOutbox();
    const { result } = renderHook(() => useOutbox());
    expect(result.current.map((entry) => entry.key)).toEqual(['tick-key-0003']);
    await flushOutbox();
    await waitFor(() => expect(result.current).toEqual([]));
    expect(calls).toBe(2);
  });

  it('keeps an edit that met a newer version, drops one refused otherwise, and re-applies on request', async () => {
    const journeyId = '5a0e8f7c-3d2b-4c1a-9e8f-7d6c5b4a3f2e';
    const projectId = '6b1f9a8d-4e3c-4d2b-8f9a-8e7d6c5b4a3f';
    const sent: unknown[] = [];
    let journeyAnswer = () => jsonResponse(conflict, 409);
    mockFetch({
      [`/api/journeys/${journeyId}`]: async (request) => {
        sent.push(await request.json());
        return journeyAnswer();
      },
      [`/api/projects/${projectId}`]: () =>
        jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Title is required' } }, 400),
    });
    await enqueue({
      key: 'journey-edit-0001',
      kind: 'journey-edit',
      method: 'PATCH',
      path: `/api/journeys/${journeyId}`,
      body: { title: 'Mine', version: 3 },
      journeyId,
    });
    await enqueue({
      key: 'project-edit-0001',
      kind: 'project-edit',
      method: 'PATCH',
      path: `/api/projects/${projectId}`,
      body: { title: '', version: 1 },
    });
    await flushOutbox();
    const { result } = renderHook(() => ({ waiting: useOutbox(), refused: useRefusedWrites() }));
    expect(result.current.waiting).toEqual([]);
    expect(result.current.refused.map((entry) => entry.key)).toEqual(['journey-edit-0001']);

    // "Use my edit": sent again on the version now saved, under a new key; the refusal goes.
    journeyAnswer = () => jsonResponse({ id: journeyId, version: 5 });
    await reapplyRefused(result.current.refused[0]!, { title: 'Mine', version: 4 });
    expect(sent).toEqual([
      { title: 'Mine', version: 3 },
      { title: 'Mine', version: 4 },
    ]);
    await waitFor(() => expect(result.current.refused).toEqual([]));
  });
});
