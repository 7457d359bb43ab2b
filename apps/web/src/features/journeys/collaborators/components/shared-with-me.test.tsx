import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SharedWithMe } from '@/features/journeys/collaborators/components/shared-with-me';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { fixtureJourney } from '@/test/journey-fixtures';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

describe('SharedWithMe', () => {
  it('lists the journeys shared with me, each with its owner', async () => {
    mockFetch({
      '/api/journeys/shared-with-me': () =>
        jsonResponse({
          items: [fixtureJourney([], { canEdit: false, progress: 40 })],
          nextCursor: null,
        }),
    });
    renderWithProviders(
      <MemoryRouter>
        <SharedWithMe />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Shared with me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lisbon' })).toHaveAttribute(
      'href',
      '/journeys/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('says nothing while nothing is shared', async () => {
    const fetch = mockFetch({
      '/api/journeys/shared-with-me': () => jsonResponse({ items: [], nextCursor: null }),
    });
    const { container } = renderWithProviders(
      <MemoryRouter>
        <SharedWithMe />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
