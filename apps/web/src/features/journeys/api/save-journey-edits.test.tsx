import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  journeyUpdateSchema,
  type JourneyDetail,
} from '@waymark/shared/journeys/journey-contracts';
import { useSaveJourneyEdits } from '@/features/journeys/api/save-journey-edits';
import { isStale } from '@/features/journeys/lib/api-errors';
import { journeyToForm, type JourneyFormValues } from '@/features/journeys/lib/journey-form';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import {
  fixtureJourney,
  fixtureJourneyDetail,
  fixtureJourneyId,
  fixtureStep,
} from '@/test/journey-fixtures';
import { queryKeys } from '@/lib/query-keys';

const journeyId = fixtureJourneyId;
const [read, sketch, ship] = [
  fixtureStep(0, 'Read'),
  fixtureStep(1, 'Sketch'),
  fixtureStep(2, 'Ship'),
];
const fields = { title: 'Design a protocol', category: 'learning', version: 7 } as const;
const journey = fixtureJourney([read, sketch, ship], fields);
const detail: JourneyDetail = fixtureJourneyDetail([read, sketch, ship], fields);

/** The form after: "Ship" moved first, "Read" renamed and dated, "Sketch" removed, one added. */
function editedValues(): JourneyFormValues {
  const values = journeyToForm(detail);
  const [readDraft, , shipDraft] = values.steps;
  return {
    ...values,
    title: 'Design a routing protocol',
    steps: [
      shipDraft!,
      {
        ...readDraft!,
        title: 'Read the papers',
        notes: 'Start with\nthe 1985 one',
        dueDate: '2026-12-01',
      },
      { key: 'new-1', id: null, title: 'Celebrate', notes: 'Cake', dueDate: '' },
    ],
  };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveJourneyEdits(detail), { wrapper });
  return { save: result.current, invalidate };
}

const requestsOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => ({
    url: input instanceof Request ? input.url : input.toString(),
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
  }));

describe('saving the journey edit form', () => {
  it('sends one PATCH with the fields, the whole step list in the form’s order and the version', async () => {
    const fetchMock = mockFetch({
      [`/api/journeys/${journeyId}`]: () => jsonResponse({ ...journey, version: 8 }),
    });
    const { save, invalidate } = setup();

    await save(editedValues(), null);

    const requests = requestsOf(fetchMock);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ url: `/api/journeys/${journeyId}`, method: 'PATCH' });
    const body = requests[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Design a routing protocol', version: 7 });
    // Kept steps by id (renamed, noted, dated, moved); the new one without; "Sketch" left out.
    expect(body.steps).toEqual([
      { id: ship.id, title: 'Ship', notes: '', dueDate: null },
      {
        id: read.id,
        title: 'Read the papers',
        notes: 'Start with\nthe 1985 one',
        dueDate: '2026-12-01',
      },
      { title: 'Celebrate', notes: 'Cake', dueDate: null },
    ]);
    expect(journeyUpdateSchema.safeParse(body).success).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.journeys.detail(journeyId) });
  });

  it('stops at a 409 with nothing else sent, and reloads the journey', async () => {
    const fetchMock = mockFetch({
      [`/api/journeys/${journeyId}`]: () =>
        jsonResponse({ error: { code: 'CONFLICT', message: 'Changed meanwhile' } }, 409),
    });
    const { save, invalidate } = setup();

    const error: unknown = await save(editedValues(), new File(['x'], 'cover.png')).catch(
      (caught: unknown) => caught,
    );

    expect(isStale(error)).toBe(true);
    expect(requestsOf(fetchMock).map(({ method }) => method)).toEqual(['PATCH']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.journeys.detail(journeyId) });
  });

  it('uploads a newly chosen cover after the PATCH', async () => {
    const fetchMock = mockFetch({
      [`/api/journeys/${journeyId}`]: () => jsonResponse({ ...journey, version: 8 }),
      [`/api/journeys/${journeyId}/cover`]: () => jsonResponse({ ...journey, version: 9 }),
    });
    const { save } = setup();

    await save(editedValues(), new File(['x'], 'cover.png', { type: 'image/png' }));

    expect(requestsOf(fetchMock).map(({ url, method }) => `${method} ${url}`)).toEqual([
      `PATCH /api/journeys/${journeyId}`,
      `POST /api/journeys/${journeyId}/cover`,
    ]);
  });
});
