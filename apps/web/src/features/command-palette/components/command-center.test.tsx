import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CommandCenter } from '@/features/command-palette/components/command-center';
import { setPaletteOverlay } from '@/features/command-palette/lib/palette-overlay';
import { keySequenceShortcuts } from '@/features/command-palette/lib/shortcuts';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { i18n } from '@/i18n/setup';
import { fixtureJourney } from '@/test/journey-fixtures';
import { renderWithProviders } from '@/test/render';

const profileId = '7f1c6a57-93c4-4bd4-8d0b-0d3a9f6f3c11';
const lisbon = { ...fixtureJourney([]), title: 'Weekend in Lisbon' };
const emptyPage = { items: [], nextCursor: null };

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

function renderCenter({ onSignOut = vi.fn() } = {}) {
  const page = (
    <>
      <Where />
      <main>
        <input aria-label="Note" />
        <input type="search" aria-label="Search journeys" />
        <div contentEditable suppressContentEditableWarning data-testid="editor">
          Block editor
        </div>
        <button type="button">A button</button>
      </main>
      <CommandCenter profileId={profileId} onSignOut={onSignOut} />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/start'] });
  renderWithProviders(<RouterProvider router={router} />);
  return { onSignOut };
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

beforeAll(() => {
  // cmdk keeps the selected row in view; jsdom has no layout to scroll.
  Element.prototype.scrollIntoView = () => undefined;
  // cmdk measures its list's height for a CSS variable; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  act(() => setPaletteOverlay('closed'));
  vi.unstubAllGlobals();
});

describe('keyboard shortcuts', () => {
  it('g j goes to journeys, g d to the dashboard, c to a new journey', async () => {
    const user = userEvent.setup();
    renderCenter();
    await user.keyboard('gj');
    expect(location()).toBe('/journeys');
    await user.keyboard('gd');
    expect(location()).toBe('/dashboard');
    await user.keyboard('c');
    expect(location()).toBe('/create-journey');
  });

  it('never fires while typing in a field or the block editor', async () => {
    const user = userEvent.setup();
    renderCenter();
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('gjc?');
    expect(location()).toBe('/start');
    fireEvent.keyDown(screen.getByTestId('editor'), { key: 'g', code: 'KeyG' });
    fireEvent.keyDown(screen.getByTestId('editor'), { key: 'j', code: 'KeyJ' });
    expect(location()).toBe('/start');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still works after a button was used, and ignores browser chords', async () => {
    const user = userEvent.setup();
    renderCenter();
    await user.click(screen.getByRole('button', { name: 'A button' }));
    await user.keyboard('{Control>}d{/Control}');
    await user.keyboard('g{Alt>}j{/Alt}');
    expect(location()).toBe('/start');
    await user.keyboard('gp');
    expect(location()).toBe('/projects');
  });

  it('/ focuses the page search', async () => {
    const user = userEvent.setup();
    renderCenter();
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search journeys' })).toHaveFocus();
  });

  it('? lists every shortcut with its keys, and single keys rest while it is open', async () => {
    const user = userEvent.setup();
    renderCenter();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const t = i18n.getFixedT('en', 'palette');
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term) => ({
        label: term.textContent,
        keys: [...term.parentElement!.querySelectorAll('kbd')].map((key) => key.textContent),
      }));
    expect(rows).toEqual([
      { label: 'Open the command palette', keys: ['Ctrl', 'K'] },
      ...keySequenceShortcuts.map((shortcut) => ({
        label: shortcut.label(t),
        keys: shortcut.keys.map((key) => key.toUpperCase()),
      })),
      { label: 'Close a dialog', keys: ['Esc'] },
    ]);
    await user.keyboard('gj');
    expect(location()).toBe('/start');
  });
});

// The first test also loads the palette's lazy module (cmdk), slow on a busy machine.
describe('the command palette', { timeout: 15_000 }, () => {
  it('opens with Ctrl+K, finds a journey by its title and opens it with Enter', async () => {
    const searchedFor: (string | null)[] = [];
    mockFetch({
      '/api/journeys': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        searchedFor.push(q);
        return jsonResponse(q ? { items: [lisbon], nextCursor: null } : emptyPage);
      },
      '/api/projects': () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/following`]: () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/followers`]: () => jsonResponse(emptyPage),
    });
    const user = userEvent.setup();
    renderCenter();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
    const input = await within(dialog).findByRole('combobox', {
      name: 'Search journeys, projects, people and commands',
    });
    await user.type(input, 'lisbon');
    const option = await within(dialog).findByRole('option', { name: 'Weekend in Lisbon' });
    await waitFor(() => expect(option).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/journeys/${lisbon.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The server searched the titles: the palette sent what was typed.
    expect(searchedFor).toContain('lisbon');
  });

  it('filters screens and actions as one types, and runs an action', async () => {
    mockFetch({
      '/api/journeys': () => jsonResponse(emptyPage),
      '/api/projects': () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/following`]: () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/followers`]: () => jsonResponse(emptyPage),
    });
    const user = userEvent.setup();
    const { onSignOut } = renderCenter();
    act(() => setPaletteOverlay('palette'));
    const input = await screen.findByRole('combobox');
    await user.type(input, 'sign out');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Sign out',
      ]),
    );
    await user.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('finds a person one follows by username and opens their profile', async () => {
    const grace = {
      id: '5b0f4c2e-8a51-4f0e-9d7b-2f4f9a1c3e77',
      username: 'grace_h',
      fullName: 'Grace Hopper',
      avatarUrl: null,
    };
    const alan = {
      id: '6c1e5d3f-9b62-4a1f-8e8c-3a5b0b2d4f88',
      username: 'alan',
      fullName: 'Alan Turing',
      avatarUrl: null,
    };
    mockFetch({
      '/api/journeys': () => jsonResponse(emptyPage),
      '/api/projects': () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/following`]: () =>
        jsonResponse({ items: [grace], nextCursor: null }),
      [`/api/profiles/${profileId}/followers`]: () =>
        jsonResponse({ items: [alan, grace], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderCenter();
    act(() => setPaletteOverlay('palette'));
    const people = await screen.findByRole('group', { name: 'People' });
    await waitFor(() =>
      expect(
        within(people)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Grace Hopper@grace_h', 'Alan Turing@alan']),
    );
    await user.type(screen.getByRole('combobox'), 'grace_h');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Grace Hopper@grace_h',
      ]),
    );
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/profile/${grace.id}`);
  });

  it('finds someone one does not know yet through the server’s people search', async () => {
    const ada = {
      id: '7d2f6e40-0c73-4b20-9f9d-4b6c1c3e5a99',
      username: 'ada',
      fullName: 'Ada Lovelace',
      avatarUrl: null,
      following: 'none',
    };
    const searchedFor: (string | null)[] = [];
    mockFetch({
      '/api/journeys': () => jsonResponse(emptyPage),
      '/api/projects': () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/following`]: () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/followers`]: () => jsonResponse(emptyPage),
      '/api/discover/search': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        searchedFor.push(q);
        return jsonResponse({ query: q, people: [ada], journeys: [], projects: [] });
      },
    });
    const user = userEvent.setup();
    renderCenter();
    act(() => setPaletteOverlay('palette'));
    await user.type(await screen.findByRole('combobox'), 'lovelace');
    const people = await screen.findByRole('group', { name: 'People' });
    await within(people).findByRole('option', { name: /Ada Lovelace/ });
    expect(searchedFor).toContain('lovelace');
    await user.keyboard('{Enter}');
    expect(location()).toBe(`/profile/${ada.id}`);
  });

  it('says so when nothing matches', async () => {
    mockFetch({
      '/api/journeys': () => jsonResponse(emptyPage),
      '/api/projects': () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/following`]: () => jsonResponse(emptyPage),
      [`/api/profiles/${profileId}/followers`]: () => jsonResponse(emptyPage),
    });
    const user = userEvent.setup();
    renderCenter();
    act(() => setPaletteOverlay('palette'));
    await user.type(await screen.findByRole('combobox'), 'zzzzqqq');
    expect(await screen.findByText('Nothing matches your search.')).toBeInTheDocument();
  });
});
