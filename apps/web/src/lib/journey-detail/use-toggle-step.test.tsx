import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { useToggleStep } from '@/lib/journey-detail/step-toggle';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import {
  fixtureJourney,
  fixtureJourneyDetail,
  fixtureJourneyId,
  fixtureStep,
} from '@/test/journey-fixtures';
import { queryKeys } from '@/lib/query-keys';

const journeyId = fixtureJourneyId;
const step = (n: number, completedAt: string | null = null) =>
  fixtureStep(n, `Step ${n}`, completedAt);
const journey = fixtureJourney([step(0), step(1), step(2)]);
const detail: JourneyDetail = fixtureJourneyDetail([step(0), step(1), step(2)]);

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.journeys.detail(journeyId), detail);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useToggleStep(journeyId), { wrapper });
  const cached = () =>
    queryClient.getQueryData<JourneyDetail>(queryKeys.journeys.detail(journeyId));
  return { result, cached, invalidate };
}

describe('ticking a step block', () => {
  it('moves the progress at once, takes the server answer, and refreshes every other view', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      [`/api/steps/${step(0).id}/complete`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { result, cached, invalidate } = setup();

    act(() => result.current.mutate({ stepId: step(0).id, isCompleted: true }));
    await waitFor(() => expect(cached()?.progress).toBe(33));
    expect(cached()?.steps[0]?.completedAt).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledOnce();

    const done = step(0, '2026-11-21T09:00:00.000Z');
    answer(
      jsonResponse({
        step: done,
        journey: { ...journey, completedStepCount: 1, progress: 33, version: 2 },
      }),
    );
    await waitFor(() => expect(cached()?.version).toBe(2));
    expect(cached()?.steps[0]?.completedAt).toBe(done.completedAt);
    const roots = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(roots).toEqual(
      expect.arrayContaining([['journeys'], ['projects'], ['dashboard'], ['workspace', 'tree']]),
    );
  });

  it('rolls back when the server refuses', async () => {
    mockFetch({
      [`/api/steps/${step(1).id}/complete`]: () =>
        jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
    });
    const { result, cached, invalidate } = setup();
    act(() => result.current.mutate({ stepId: step(1).id, isCompleted: true }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(cached()).toEqual(detail);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
