import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { StepChecklist } from '@/features/journeys/components/step-checklist';
import { i18n } from '@/i18n/setup';
import { queryKeys } from '@/lib/query-keys';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import {
  fixtureJourney,
  fixtureJourneyDetail,
  fixtureJourneyId,
  fixtureStep,
} from '@/test/journey-fixtures';
import { resetToasts, useToasts } from '@/ui/toast/toast-store';

vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

const boots = fixtureStep(0, 'Buy boots');
const train = fixtureStep(1, 'Train on weekends');
const key = queryKeys.journeys.detail(fixtureJourneyId);

/** The checklist over the cached detail, as the page shows it: optimistic changes show. */
function Checklist({ onStale }: { onStale?: () => void }) {
  const { data } = useQuery<JourneyDetail>({
    queryKey: key,
    queryFn: () => new Promise<JourneyDetail>(() => undefined),
    staleTime: Infinity,
  });
  return data ? (
    <StepChecklist journeyId={fixtureJourneyId} steps={data.steps} canEdit onStale={onStale} />
  ) : null;
}

function setup(onStale?: () => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(key, fixtureJourneyDetail([boots, train]));
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Checklist onStale={onStale} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup() };
}

const toastMessages = () => renderHook(() => useToasts()).result.current.map((t) => t.message);

afterEach(() => resetToasts());

describe('renaming a step in place', () => {
  it('saves with Enter, sending the version it was loaded at, and gives the focus back', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      [`/api/steps/${boots.id}`]: async (request) => {
        bodies.push(await request.json());
        const step = { ...boots, title: 'Buy trail boots', version: 2 };
        return jsonResponse({ step, journey: fixtureJourney([step, train]) });
      },
    });
    const { user } = setup();
    const rename = screen.getByRole('button', { name: 'Rename step 1' });
    await user.click(rename);
    const field = screen.getByRole('textbox', { name: 'New title of step 1' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.paste('Buy trail boots');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: /Buy trail boots/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename step 1' })).toHaveFocus();
    await waitFor(() => expect(bodies).toEqual([{ title: 'Buy trail boots', version: 1 }]));
  });

  it('gives up with Escape without asking the server', async () => {
    const fetchMock = mockFetch({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Rename step 2' }));
    await user.paste(' daily');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('checkbox', { name: /Train on weekends$/ })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the old title back and offers a reload when the step changed elsewhere (409)', async () => {
    mockFetch({
      [`/api/steps/${boots.id}`]: () =>
        jsonResponse({ error: { code: 'STALE_VERSION', message: 'Stale' } }, 409),
    });
    const onStale = vi.fn();
    const { user } = setup(onStale);
    await user.click(screen.getByRole('button', { name: 'Rename step 1' }));
    await user.paste('!');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onStale).toHaveBeenCalledOnce());
    expect(screen.getByRole('checkbox', { name: /Buy boots$/ })).toBeInTheDocument();
    expect(toastMessages()).toContain(
      'This step was changed elsewhere, so the new title was not saved.',
    );
  });
});

describe('adding a step at the end', () => {
  it('shows the step at once, then the server’s step, tickable', async () => {
    const added = fixtureStep(2, 'Fly to Biarritz');
    mockFetch({
      [`/api/journeys/${fixtureJourneyId}/steps`]: () =>
        jsonResponse({ step: added, journey: fixtureJourney([boots, train, added]) }, 201),
    });
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: 'New step' }));
    await user.paste('Fly to Biarritz');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'New step' })).toHaveValue('');
    expect(screen.getByText('Fly to Biarritz')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Fly to Biarritz/ })).toBeEnabled(),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('takes the step away again and says so when the server refuses', async () => {
    mockFetch({
      [`/api/journeys/${fixtureJourneyId}/steps`]: () =>
        jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
    });
    const { user } = setup();
    await user.click(screen.getByRole('textbox', { name: 'New step' }));
    await user.paste('Fly');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Fly')).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(toastMessages()).toContain('The step could not be added.');
  });
});
