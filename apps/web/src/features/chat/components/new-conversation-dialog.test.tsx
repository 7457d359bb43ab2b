import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewConversationDialog } from '@/features/chat/components/new-conversation-dialog';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

const me = '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f';
const person = (id: string, username: string, fullName: string) => ({
  id,
  username,
  fullName,
  avatarUrl: null,
  following: null,
});
const ada = person('1b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', 'ada', 'Ada Lovelace');
const bob = person('2b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f', 'bob', 'Bob Builder');

/** Discover's search as the dialog asks it: each query finds the people whose name holds it. */
function mockSearch() {
  mockFetch({
    '/api/discover/search': (request) => {
      const query = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      const people = [ada, bob].filter((p) => p.fullName.toLowerCase().includes(query));
      return jsonResponse({ query, people, journeys: [], projects: [] });
    },
  });
}

const renderDialog = () =>
  renderWithProviders(
    <MemoryRouter>
      <NewConversationDialog open onClose={() => undefined} me={me} />
    </MemoryRouter>,
  );

describe('NewConversationDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a ticked person listed and says "Nobody found." only when the search finds nobody', async () => {
    const user = userEvent.setup();
    mockSearch();
    renderDialog();
    const search = screen.getByRole('searchbox', { name: 'Find people' });
    await user.type(search, 'ada');
    const found = await screen.findByRole('list', { name: 'People found' });
    await user.click(within(found).getByRole('checkbox', { name: /Ada Lovelace/ }));

    const chosen = screen.getByRole('list', { name: 'Chosen people' });
    expect(within(chosen).getByRole('checkbox', { name: /Ada Lovelace/ })).toBeChecked();
    expect(screen.queryByText('Nobody found.')).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zed');
    expect(await screen.findByText('Nobody found.')).toBeInTheDocument();
  });

  it('says a group needs a name while "Create group" waits for one', async () => {
    const user = userEvent.setup();
    mockSearch();
    renderDialog();
    const search = screen.getByRole('searchbox', { name: 'Find people' });
    for (const name of ['Ada', 'Bob']) {
      await user.clear(search);
      await user.type(search, name);
      const found = await screen.findByRole('list', { name: 'People found' });
      await user.click(within(found).getByRole('checkbox', { name: new RegExp(name) }));
    }

    const create = screen.getByRole('button', { name: 'Create group' });
    expect(create).toBeDisabled();
    const hint = 'A group needs a name: type one to create it.';
    expect(screen.getByText(hint)).toBeVisible();
    expect(create).toHaveAccessibleDescription(hint);

    await user.type(screen.getByRole('textbox', { name: 'Group name' }), 'Trail crew');
    expect(create).toBeEnabled();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });
});
