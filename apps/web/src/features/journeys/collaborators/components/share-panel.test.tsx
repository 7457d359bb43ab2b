import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CollaboratorList } from '@waymark/shared/journeys/collaborators/contracts';
import { SharePanel } from '@/features/journeys/collaborators/components/share-panel';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { fixtureJourneyId } from '@/test/journey-fixtures';
import { renderWithProviders } from '@/test/render';
import { toast } from '@/ui/toast/toast-store';

const me = { id: '77777777-7777-4777-8777-777777777777' };
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: me }) }));

const card = (id: string, username: string, fullName: string) => ({
  id,
  username,
  fullName,
  avatarUrl: null,
});
const ada = card('22222222-2222-4222-8222-222222222222', 'ada', 'Ada Lovelace');
const ed = card('88888888-8888-4888-8888-888888888888', 'ed', 'Ed Editor');
const path = `/api/journeys/${fixtureJourneyId}/collaborators`;

const listOf = (myRole: CollaboratorList['myRole']): CollaboratorList => ({
  owner: ada,
  myRole,
  items: [{ person: ed, role: 'editor', addedAt: '2026-11-20T10:00:00.000Z' }],
});

const renderPanel = (myRole: CollaboratorList['myRole'] | null) =>
  renderWithProviders(
    <MemoryRouter>
      <SharePanel journeyId={fixtureJourneyId} myRole={myRole} />
    </MemoryRouter>,
  );

describe('SharePanel', () => {
  it(
    'lets the owner invite by username with a role, and says why a repeat is refused',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const bodies: unknown[] = [];
      mockFetch({
        [path]: async (request) => {
          if (request.method === 'GET') return jsonResponse(listOf('owner'));
          bodies.push(await request.json());
          return bodies.length === 1
            ? jsonResponse(
                {
                  person: card('99999999-9999-4999-8999-999999999999', 'vi', 'Vi Viewer'),
                  role: 'viewer',
                  addedAt: '2026-11-21T10:00:00.000Z',
                },
                201,
              )
            : jsonResponse({ error: { code: 'CONFLICT', message: 'already' } }, 409);
        },
      });
      renderPanel('owner');
      const people = await screen.findByRole('list', { name: 'People with access' });
      expect(within(people).getByText('Ed Editor')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove Ed Editor' })).toBeInTheDocument();

      await user.type(screen.getByLabelText('Username'), '@vi');
      // The invitation's role (each listed person has their own "Role of …").
      await user.click(screen.getByRole('button', { name: /Role$/ }));
      await user.click(await screen.findByRole('option', { name: 'Viewer' }));
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(within(people).getByText('Vi Viewer')).toBeInTheDocument());
      expect(bodies[0]).toEqual({ username: '@vi', role: 'viewer' });

      await user.type(screen.getByLabelText('Username'), 'vi');
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This person already has access.');
    },
  );

  it('takes a removed person off the list at once, and puts them back if the server refuses', async () => {
    const user = userEvent.setup();
    mockFetch({
      [path]: () => jsonResponse(listOf('owner')),
      [`${path}/${ed.id}`]: () =>
        jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
    });
    const refused = vi.spyOn(toast, 'error');
    renderPanel('owner');
    await user.click(await screen.findByRole('button', { name: 'Remove Ed Editor' }));
    await waitFor(() => expect(refused).toHaveBeenCalledWith('That did not work. Try again.'));
    expect(screen.getByText('Ed Editor')).toBeInTheDocument();
  });

  it('shows a collaborator who shares it and a Leave button, without the owner’s controls', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch({
      [path]: () => jsonResponse(listOf('viewer')),
      [`${path}/${me.id}`]: () => new Response(null, { status: 204 }),
    });
    renderPanel('viewer');
    expect(
      await screen.findByText('Shared with you by Ada Lovelace. You can read it.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ed Editor' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave this journey' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });

  it('shows nothing to someone who is not in the journey', () => {
    const fetch = mockFetch({});
    const { container } = renderPanel(null);
    expect(container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });
});
