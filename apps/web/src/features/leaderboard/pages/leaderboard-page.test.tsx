import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Leaderboard, LeaderboardEntry } from '@waymark/shared/leaderboard/contracts';
import { LeaderboardPage } from '@/features/leaderboard/pages/leaderboard-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

const auth = vi.hoisted(() => {
  const state: { user: { id: string } | null } = { user: { id: 'me' } };
  return state;
});
vi.mock('@/lib/auth/auth-context', () => ({
  useAuthContext: () => ({ user: auth.user, loading: false }),
}));

const entry = (
  index: number,
  rank: number,
  points: number,
  overrides: Partial<LeaderboardEntry> = {},
): LeaderboardEntry => ({
  rank,
  person: {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    username: `runner${index}`,
    fullName: `Runner ${index}`,
    avatarUrl: null,
  },
  points,
  change: 5,
  isMe: false,
  ...overrides,
});

const board = (overrides: Partial<Leaderboard> = {}): Leaderboard => ({
  period: 'week',
  scope: 'everyone',
  category: null,
  from: '2026-11-22',
  to: '2026-11-28',
  top: [entry(1, 1, 90), entry(2, 2, 70, { change: -10 }), entry(3, 2, 70, { change: 0 })],
  around: [],
  ...overrides,
});

const renderPage = (path = '/leaderboard') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <LeaderboardPage />
    </MemoryRouter>,
  );

describe('LeaderboardPage', () => {
  it('ranks people with shared ranks for ties, links to profiles and reads the change aloud', async () => {
    auth.user = { id: 'me' };
    mockFetch({ '/api/leaderboard': () => jsonResponse(board()) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Ranking for the chosen period' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1',
      '2',
      '2',
    ]);
    expect(screen.getByRole('link', { name: 'Runner 1' })).toHaveAttribute(
      'href',
      '/profile/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Up 5 on the previous period')).toBeInTheDocument();
    expect(screen.getByText('Down 10 on the previous period')).toBeInTheDocument();
    expect(screen.getByText('Same as the previous period')).toBeInTheDocument();
  });

  it('pins my row with my neighbours when I rank outside the top', async () => {
    auth.user = { id: 'me' };
    const me = entry(9, 50_000, 12, { isMe: true });
    mockFetch({
      '/api/leaderboard': () =>
        jsonResponse(board({ around: [entry(8, 49_999, 13), me, entry(10, 50_001, 11)] })),
    });
    renderPage();
    const around = await screen.findByRole('table', { name: 'Where you stand' });
    const myRow = within(around)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(myRow).toBeDefined();
    expect(within(myRow!).getByText('50,000')).toBeInTheDocument();
    expect(within(myRow!).getByText('You')).toBeInTheDocument();
  });

  it('asks for the chosen period, scope and category, with the week starting by the locale', async () => {
    auth.user = { id: 'me' };
    const fetchMock = mockFetch({ '/api/leaderboard': () => jsonResponse(board()) });
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'This month' }));
    await userEvent.click(screen.getByRole('button', { name: 'People I follow' }));
    await screen.findByRole('button', { name: 'People I follow', pressed: true });
    const urls = fetchMock.mock.calls
      .map(([input]) => (input instanceof Request ? input.url : String(input)))
      .filter((url) => url.includes('/api/leaderboard'));
    expect(urls[0]).toContain('period=week');
    expect(urls[0]).toContain('weekStart=sunday');
    expect(urls.at(-1)).toContain('period=month');
    expect(urls.at(-1)).toContain('scope=following');
  });

  it('shows visitors the everyone board without scopes, and an empty state when nobody scored', async () => {
    auth.user = null;
    mockFetch({ '/api/leaderboard': () => jsonResponse(board({ top: [] })) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No points yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'People I follow' })).not.toBeInTheDocument();
    expect(screen.getByText(/Sign in to see your own rank/)).toBeInTheDocument();
  });
});
