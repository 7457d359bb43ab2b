import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JourneyEntry } from '@waymark/shared/journeys/entry-contracts';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { TargetCard } from '@/features/journeys/components/target-card';
import { i18n } from '@/i18n/setup';
import { queryKeys } from '@/lib/query-keys';
import { hangingFetch, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { fixtureJourney, fixtureJourneyDetail, fixtureJourneyId } from '@/test/journey-fixtures';
import { resetToasts, useToasts } from '@/ui/toast/toast-store';

vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

const key = queryKeys.journeys.detail(fixtureJourneyId);
const entriesPath = `/api/journeys/${fixtureJourneyId}/entries`;
const target = { value: 100, unit: 'km', logged: 12.5 };
const ada = {
  id: fixtureJourney([]).ownerId,
  username: 'ada',
  displayName: 'Ada',
  avatarUrl: null,
};

const entry = (id: string, amount: number, fields: Partial<JourneyEntry> = {}): JourneyEntry => ({
  id,
  journeyId: fixtureJourneyId,
  amount,
  note: '',
  occurredOn: '2025-05-03',
  createdAt: '2025-05-03T08:00:00.000Z',
  author: ada,
  canDelete: true,
  ...fields,
});

/** The card over the cached detail, as the page shows it: optimistic changes show. */
function Card() {
  const { data } = useQuery<JourneyDetail>({
    queryKey: key,
    queryFn: () => new Promise<JourneyDetail>(() => undefined),
    staleTime: Infinity,
  });
  return data ? <TargetCard journey={data} /> : null;
}

function setup(fields: Partial<JourneyDetail> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(key, {
    ...fixtureJourneyDetail([], { target, progress: 13 }),
    ...fields,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Card />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), queryClient };
}

const toastMessages = () => renderHook(() => useToasts()).result.current.map((t) => t.message);

afterEach(() => resetToasts());

describe('TargetCard', () => {
  it('shows "12.5 / 100 km" with its bar and the entries newest first', async () => {
    mockFetch({
      [entriesPath]: () =>
        jsonResponse({
          items: [entry('00000000-0000-4000-8000-0000000000e1', 12.5, { note: 'Along the river' })],
          nextCursor: null,
        }),
    });
    setup();
    expect(screen.getByText('12.5 / 100 km')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '13');
    expect(bar).toHaveAttribute('aria-valuetext', '12.5 / 100 km');
    expect(await screen.findByText('Along the river')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (km)')).toBeInTheDocument();
  });

  it('moves the bar the moment progress is logged, before the server answers', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      [entriesPath]: async (request) => {
        if (request.method === 'GET') return jsonResponse({ items: [], nextCursor: null });
        bodies.push(await request.json());
        return hangingFetch(request);
      },
    });
    const { user } = setup();
    expect(await screen.findByText('Nothing logged yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (km)'), '30');
    await user.type(screen.getByLabelText('Note (optional)'), 'Long run');
    await user.click(screen.getByRole('button', { name: 'Log progress' }));
    expect(await screen.findByText('42.5 / 100 km')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByText('Long run')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ amount: 30, note: 'Long run' });
  });

  it('puts the bar back and says so when the server refuses', async () => {
    mockFetch({
      [entriesPath]: (request) =>
        request.method === 'GET'
          ? jsonResponse({ items: [], nextCursor: null })
          : jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Amount (km)'), '30');
    await user.click(screen.getByRole('button', { name: 'Log progress' }));
    await waitFor(() =>
      expect(toastMessages()).toContain('Your progress could not be logged. Try again.'),
    );
    expect(screen.getByText('12.5 / 100 km')).toBeInTheDocument();
  });

  it('refuses an amount of 0 without asking the server', async () => {
    const fetchMock = mockFetch({
      [entriesPath]: () => jsonResponse({ items: [], nextCursor: null }),
    });
    const { user } = setup();
    await user.type(screen.getByLabelText('Amount (km)'), '0');
    await user.click(screen.getByRole('button', { name: 'Log progress' }));
    expect(await screen.findByText('Enter an amount above 0.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('deletes an entry at once and takes its amount off the bar', async () => {
    const id = '00000000-0000-4000-8000-0000000000e2';
    mockFetch({
      [entriesPath]: () => jsonResponse({ items: [entry(id, 12.5)], nextCursor: null }),
      [`${entriesPath}/${id}`]: hangingFetch,
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /Delete 12.5 km/ }));
    expect(await screen.findByText('0 / 100 km')).toBeInTheDocument();
    expect(screen.getByText('Nothing logged yet.')).toBeInTheDocument();
  });

  it('shows no form to someone who may not write into the journey', async () => {
    mockFetch({ [entriesPath]: () => jsonResponse({ items: [], nextCursor: null }) });
    setup({ canEdit: false });
    expect(await screen.findByText('Nothing logged yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log progress' })).not.toBeInTheDocument();
  });
});
