import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { StepChecklist } from '@/features/journeys/components/step-checklist';
import { PausesPanel } from '@/features/journeys/habits/components/pauses-panel';
import { localToday } from '@/features/journeys/habits/lib/local-today';
import { i18n } from '@/i18n/setup';
import { queryKeys } from '@/lib/query-keys';
import { hangingFetch, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { fixtureJourneyDetail, fixtureJourneyId, fixtureStep } from '@/test/journey-fixtures';
import { renderWithProviders } from '@/test/render';
import { resetToasts, useToasts } from '@/ui/toast/toast-store';

vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

const key = queryKeys.journeys.detail(fixtureJourneyId);
const habit: Step = {
  ...fixtureStep(0, 'Stretch'),
  schedule: { times: 3, per: 'week' },
  streak: { current: 4, best: 6, freezes: 1 },
  checkedInToday: false,
  period: { start: '2026-03-02', end: '2026-03-08', count: 1, required: 3 },
};
const checkinsPath = `/api/journeys/${fixtureJourneyId}/steps/${habit.id}/checkins`;

function Checklist({ canEdit = true }: { canEdit?: boolean }) {
  const { data } = useQuery<JourneyDetail>({
    queryKey: key,
    queryFn: () => new Promise<JourneyDetail>(() => undefined),
    staleTime: Infinity,
  });
  return data ? (
    <StepChecklist journeyId={fixtureJourneyId} steps={data.steps} canEdit={canEdit} />
  ) : null;
}

function setup(canEdit = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(key, fixtureJourneyDetail([habit, fixtureStep(1, 'Buy mat')]));
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Checklist canEdit={canEdit} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup() };
}

const toastMessages = () => renderHook(() => useToasts()).result.current.map((t) => t.message);

afterEach(() => resetToasts());

describe('a recurring step on the journey page', () => {
  it('shows its schedule, this period’s count and the streak with its freezes', () => {
    setup();
    expect(screen.getByText('3 times a week')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 this period')).toBeInTheDocument();
    expect(screen.getByTestId('habit-streak')).toHaveTextContent('Streak 4');
    expect(screen.getByText('Freezes 1')).toBeInTheDocument();
    // The one-off step has none of it.
    expect(screen.getAllByRole('button', { name: /^Check in/ })).toHaveLength(1);
  });

  it('checks in at once, dated the browser’s today, before the server answers', async () => {
    let body: unknown;
    mockFetch({
      [checkinsPath]: async (request) => {
        body = await request.json();
        return hangingFetch(request);
      },
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Check in: Stretch' }));
    expect(await screen.findByText('Checked in today')).toBeInTheDocument();
    expect(screen.getByText('2 of 3 this period')).toBeInTheDocument();
    expect(body).toEqual({ occurredOn: localToday() });
  });

  it('takes the check-in back and says so when the server refuses', async () => {
    mockFetch({
      [checkinsPath]: () => jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Check in: Stretch' }));
    await waitFor(() => expect(screen.queryByText('Checked in today')).not.toBeInTheDocument());
    expect(screen.getByText('1 of 3 this period')).toBeInTheDocument();
    expect(toastMessages()).toContain('The check-in could not be saved. Try again.');
  });

  it('shows the server’s streak once it answers', async () => {
    mockFetch({
      [checkinsPath]: () =>
        jsonResponse(
          {
            checkin: {
              id: crypto.randomUUID(),
              stepId: habit.id,
              journeyId: fixtureJourneyId,
              authorId: crypto.randomUUID(),
              occurredOn: localToday(),
              createdAt: new Date().toISOString(),
            },
            habit: {
              stepId: habit.id,
              streak: { current: 5, best: 6, freezes: 2 },
              checkedInToday: true,
              period: { ...habit.period, count: 3 },
            },
          },
          201,
        ),
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Check in: Stretch' }));
    await waitFor(() => expect(screen.getByTestId('habit-streak')).toHaveTextContent('Streak 5'));
    expect(screen.getByText('Freezes 2')).toBeInTheDocument();
  });

  it('offers no check-in or Repeats to a reader', () => {
    setup(false);
    expect(screen.getByText('3 times a week')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Check in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Repeats/ })).not.toBeInTheDocument();
  });

  it('makes a one-off step repeat with the Repeats choice, checking the range', async () => {
    const bodies: unknown[] = [];
    const mat = fixtureStep(1, 'Buy mat');
    mockFetch({
      [`/api/steps/${mat.id}`]: async (request) => {
        bodies.push(await request.json());
        return jsonResponse({
          step: { ...mat, schedule: { times: 2, per: 'day' }, version: 2 },
          journey: fixtureJourneyDetail([]),
        });
      },
    });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Repeats: Buy mat' }));
    const form = screen.getByRole('form', { name: 'How often Buy mat repeats' });
    await user.selectOptions(form.querySelector('select')!, 'day');
    const times = screen.getAllByRole('spinbutton').at(-1)!;
    await user.clear(times);
    await user.type(times, '11');
    expect(await screen.findByRole('alert')).toHaveTextContent('Between 1 and 10');
    await user.clear(times);
    await user.type(times, '2');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1)!);
    await waitFor(() => expect(bodies).toEqual([{ schedule: { times: 2, per: 'day' } }]));
    expect(await screen.findByText('2 times a day')).toBeInTheDocument();
  });
});

describe('PausesPanel', () => {
  const pausesPath = `/api/journeys/${fixtureJourneyId}/pauses`;
  const pause = {
    id: '22222222-2222-4222-8222-222222222222',
    journeyId: fixtureJourneyId,
    from: '2026-07-04',
    until: '2026-07-10',
    reason: 'Lisbon',
    createdBy: null,
    createdAt: '2026-07-01T10:00:00.000Z',
  };

  it('lists the pauses with their reason and removes one at once', async () => {
    let deleted = false;
    mockFetch({
      [pausesPath]: () => jsonResponse({ pauses: deleted ? [] : [pause] }),
      [`${pausesPath}/${pause.id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<PausesPanel journeyId={fixtureJourneyId} canEdit />);
    expect(await screen.findByText('Lisbon')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Remove the pause/ }));
    await waitFor(() => expect(screen.queryByText('Lisbon')).not.toBeInTheDocument());
    expect(screen.getByText('No pauses.')).toBeInTheDocument();
  });

  it('shows a reader the pauses without the form or the remove buttons', async () => {
    mockFetch({ [pausesPath]: () => jsonResponse({ pauses: [pause] }) });
    renderWithProviders(<PausesPanel journeyId={fixtureJourneyId} canEdit={false} />);
    expect(await screen.findByText('Lisbon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for both days before sending anything', async () => {
    const fetch = mockFetch({ [pausesPath]: () => jsonResponse({ pauses: [] }) });
    renderWithProviders(<PausesPanel journeyId={fixtureJourneyId} canEdit />);
    await screen.findByText('No pauses.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText('Choose the first and the last day of the pause.'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
