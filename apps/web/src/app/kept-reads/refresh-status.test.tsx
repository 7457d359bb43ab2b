import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { RefreshStatus } from '@/app/kept-reads/refresh-status';
import { i18n } from '@/i18n/setup';
import { AuthProvider } from '@/lib/auth/auth-context';
import { testUser } from '@/lib/auth/test-helpers';
import { noteKeptReadsRestored } from '@/lib/kept-reads/kept-since';
import { queryKeys } from '@/lib/query-keys';
import { hangingFetch, mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';

const knownPerson = { user: { ...testUser, emailVerified: true }, profile: null };

/** The dashboard as the device kept it an hour ago, asked for again from a server that hangs. */
function Dashboard() {
  const dashboard = useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => fetch('/api/dashboard', { signal }).then((r) => r.json()),
  });
  return <p>{JSON.stringify(dashboard.data)}</p>;
}

function renderKeptDashboard() {
  mockFetch({ '/api/auth/token': hangingFetch, '/api/dashboard': hangingFetch });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(
    queryKeys.dashboard,
    { active: 3 },
    { updatedAt: Date.now() - 3_600_000 },
  );
  noteKeptReadsRestored(Date.now());
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider knownPerson={knownPerson}>
          <Dashboard />
          <RefreshStatus />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  noteKeptReadsRestored(null);
  onlineManager.setOnline(true);
});

describe('RefreshStatus', () => {
  it('says "Refreshing…" in a polite live region while kept data is asked for again', async () => {
    renderKeptDashboard();
    expect(screen.getByText('{"active":3}')).toBeInTheDocument();
    const status = await screen.findByTestId('refresh-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Refreshing…');
  });

  it('says the saved data is shown when offline', async () => {
    renderKeptDashboard();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByTestId('refresh-status')).toHaveTextContent(
      'Offline: showing saved data',
    );
  });

  it('says nothing to a visitor', () => {
    mockFetch({ '/api/auth/token': hangingFetch });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createTestQueryClient()}>
          <AuthProvider>
            <RefreshStatus />
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('refresh-status')).not.toBeInTheDocument();
  });
});
