import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Project, ProjectCreate } from '@waymark/shared/journeys/project-contracts';
import { useCreateProject, useUpdateProject } from '@/features/journeys/api/project-mutations';
import { pendingProject } from '@/features/journeys/lib/pending-items';
import { forgetOutbox, useOutbox } from '@/lib/offline/outbox';
import { isPendingId } from '@/lib/offline/pending-id';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

const ownerId = '22222222-2222-4222-8222-222222222222';
const input: ProjectCreate = {
  title: 'Get fit',
  icon: '🏃',
  color: 'green',
  visibility: 'private',
};
const saved: Project = {
  ...pendingProject(input, ownerId),
  id: '66666666-6666-4666-8666-666666666666',
  canEdit: true,
  version: 1,
};
const listKey = queryKeys.projects.list({ sort: 'updated' });
const refused = { error: { code: 'PLAN_LIMIT', message: 'Free accounts have up to 3 projects' } };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(listKey, { items: [], nextCursor: null });
  queryClient.setQueryData(queryKeys.projects.detail(saved.id), saved);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const listed = () => queryClient.getQueryData<{ items: Project[] }>(listKey)?.items ?? [];
  return { queryClient, wrapper, listed };
}

afterEach(async () => {
  await forgetOutbox();
  vi.unstubAllGlobals();
});

describe('creating a project the local way', () => {
  it('lists the project at once and takes it out again when the server refuses', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch({ '/api/projects': () => new Promise((resolve) => (answer = resolve)) });
    const { wrapper, listed } = setup();
    const { result } = renderHook(() => useCreateProject(), { wrapper });

    const pending = pendingProject(input, ownerId);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.mutateAsync({ pending, input }).catch((error: unknown) => error);
    });
    await waitFor(() => expect(listed().map((project) => project.title)).toEqual(['Get fit']));
    expect(isPendingId(listed()[0]!.id)).toBe(true);

    answer(jsonResponse(refused, 403));
    expect(await outcome).toMatchObject({ status: 403, code: 'PLAN_LIMIT' });
    await waitFor(() => expect(listed()).toEqual([]));
  });

  it('sends the pending id as the Idempotency-Key, and queues the project when offline', async () => {
    const fetchMock = mockFetch({
      '/api/projects': () => Promise.reject(new TypeError('offline')),
    });
    const { wrapper, listed } = setup();
    const { result } = renderHook(() => ({ create: useCreateProject(), outbox: useOutbox() }), {
      wrapper,
    });

    const pending = pendingProject(input, ownerId);
    let answer: unknown;
    await act(async () => {
      answer = await result.current.create.mutateAsync({ pending, input });
    });
    expect(answer).toBeNull();
    const sent = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(sent.get('Idempotency-Key')).toBe(pending.id);
    // Still listed, waiting to sync; the outbox holds it under the same key.
    expect(listed().map((project) => project.id)).toEqual([pending.id]);
    expect(result.current.outbox).toMatchObject([
      { key: pending.id, kind: 'project', method: 'POST', path: '/api/projects', body: input },
    ]);
  });
});

describe('editing a project the local way', () => {
  it('shows the new title at once and puts the old one back on a refusal', async () => {
    const conflict = { error: { code: 'CONFLICT', message: 'Changed somewhere else' } };
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      [`/api/projects/${saved.id}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUpdateProject(saved.id), { wrapper });
    const cached = () => queryClient.getQueryData<Project>(queryKeys.projects.detail(saved.id));

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current
        .mutateAsync({ title: 'Get strong', version: saved.version })
        .catch((error: unknown) => error);
    });
    await waitFor(() => expect(cached()?.title).toBe('Get strong'));
    answer(jsonResponse(conflict, 409));
    expect(await outcome).toMatchObject({ status: 409 });
    expect(cached()?.title).toBe('Get fit');
  });
});
