import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JourneyActivity as Activity } from '@waymark/shared/journeys/journey-activity-contracts';
import { JourneyActivity } from '@/features/journeys/components/journey-activity';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { fixtureJourneyId, fixtureStep } from '@/test/journey-fixtures';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

afterEach(() => {
  vi.useRealTimers();
});

const sourceId = '44444444-4444-4444-8444-444444444444';
const forker = {
  id: '55555555-5555-4555-8555-555555555555',
  username: 'grace',
  displayName: 'Grace Hopper',
  avatarUrl: null,
};

const activity: Activity = {
  items: [
    {
      kind: 'forkedFrom',
      at: '2026-11-01T09:00:00.000Z',
      source: { id: sourceId, title: 'Walk the Camino' },
    },
    {
      kind: 'stepCompleted',
      at: '2026-11-02T18:30:00.000Z',
      stepId: fixtureStep(0).id,
      title: 'Buy boots',
    },
    { kind: 'completed', at: '2026-11-03T08:00:00.000Z' },
    {
      kind: 'forked',
      at: '2026-11-04T08:00:00.000Z',
      journeyId: '66666666-6666-4666-8666-666666666666',
      by: forker,
    },
  ],
};

describe('JourneyActivity', () => {
  it('tells each event in words with its time, linking the source journey and the forker', async () => {
    mockFetch({ [`/api/journeys/${fixtureJourneyId}/activity`]: () => jsonResponse(activity) });
    renderWithProviders(
      <MemoryRouter>
        <JourneyActivity journeyId={fixtureJourneyId} />
      </MemoryRouter>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Forked from Walk the Camino',
      'Step done: Buy boots',
      'Journey completed',
      'Forked by Grace Hopper',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', `/journeys/${sourceId}`);
    expect(within(items[3]!).getByRole('link')).toHaveAttribute('href', `/profile/${forker.id}`);
    expect(items[1]!.querySelector('time')).toHaveAttribute('dateTime', activity.items[1]!.at);
  });

  it('asks again twice after a server error, one and two seconds apart, then offers to try again', async () => {
    vi.useFakeTimers();
    const fetch = mockFetch({
      [`/api/journeys/${fixtureJourneyId}/activity`]: () =>
        jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
    });
    renderWithProviders(
      <MemoryRouter>
        <JourneyActivity journeyId={fixtureJourneyId} />
      </MemoryRouter>,
    );
    const failed = () => screen.queryByText('The activity could not be loaded.');
    const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    await after(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await after(1_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await after(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(failed()).not.toBeInTheDocument();
    await after(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await after(1); // React Query hands the failure on in a zero-delay timer
    expect(failed()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
