import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscoverSearchResult } from '@waymark/shared/discover/contracts';
import { SearchCombobox } from '@/features/discover/components/search-combobox';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/auth/auth-context', () => ({
  useAuthContext: () => ({ user: null, loading: false }),
}));

const owner = {
  id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'ada',
  fullName: 'Ada',
  avatarUrl: null,
};
const result: DiscoverSearchResult = {
  query: 'spa',
  people: [{ ...owner, following: 'none' }],
  journeys: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      title: 'Learn Spanish',
      description: '',
      category: 'learning',
      status: 'active',
      progress: 40,
      stepCount: 5,
      completedStepCount: 2,
      coverImageUrl: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      owner,
    },
  ],
  projects: [
    {
      id: '6f1c2a52-8a4e-4c0e-9b7a-3d0f3c9f0a11',
      title: 'Spain trip',
      description: '',
      icon: '✈️',
      color: 'blue',
      owner,
    },
  ],
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const renderBox = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/discover']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <SearchCombobox />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('SearchCombobox', { timeout: 15_000 }, () => {
  it('searches as one types, announces the count and moves through results with the arrows', async () => {
    const fetch = mockFetch({ '/api/discover/search': () => jsonResponse(result) });
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search people, journeys and projects' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 's');
    // One character is not searchable: the server is never asked.
    expect(fetch).not.toHaveBeenCalled();
    await user.type(box, 'pa');
    expect(await screen.findByRole('option', { name: /Learn Spanish/ })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    // Debounced: typing "spa" asked once, for the whole word.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/discover/search?q=spa');

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('Ada@ada');
    expect(options[1]).toHaveTextContent('Learn SpanishLearning · Ada');
    expect(options[2]).toHaveTextContent('Spain tripProject by Ada');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Wraps around past the last result.
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`/journeys/${result.journeys[0]?.id}`);
  });

  it('closes with Escape, then clears, and says when nothing is found', async () => {
    mockFetch({
      '/api/discover/search': (request) =>
        new URL(request.url).searchParams.get('q') === 'zz'
          ? jsonResponse({ query: 'zz', people: [], journeys: [], projects: [] })
          : jsonResponse(result),
    });
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, 'spa');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('spa');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');

    await user.type(box, 'zz');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Nothing found for “zz”.'),
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // Enter with nothing chosen does nothing.
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/discover');
  });

  it('opens a result with a click', async () => {
    mockFetch({ '/api/discover/search': () => jsonResponse(result) });
    renderBox();
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'ada' } });
    const person = await screen.findByRole('option', { name: /^Ada/ });
    act(() => {
      fireEvent.click(person);
    });
    expect(screen.getByTestId('where')).toHaveTextContent(`/profile/${owner.id}`);
  });
});
