import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileView } from '@waymark/shared/social/contracts';
import { ProfilePage } from '@/features/profiles/pages/profile-page';
import { ownProfile, renderRoute, signedInAuth } from '@/features/profiles/test/profile-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody, type FetchHandler } from '@/test/fetch-mock';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Each test types and waits through several steps: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const otherId = '0b7f1a2c-6c1e-4a4e-9b1d-2f3a4b5c6d7e';

const none: ProfileView['relationship'] = {
  following: 'none',
  followsMe: false,
  requestedToFollowMe: false,
  connection: null,
  blockedByMe: false,
  restrictedByMe: false,
  mutedUntil: null,
};

const graceView = (overrides: Partial<ProfileView> = {}): ProfileView => ({
  card: { id: otherId, username: 'grace', fullName: 'Grace Hopper', avatarUrl: null },
  isOwn: false,
  visibility: 'public',
  details: {
    bio: 'Compilers.',
    location: null,
    website: null,
    createdAt: '2025-12-09T08:00:00.000Z',
  },
  stats: { followers: 1203, following: 7, journeys: 4 },
  relationship: none,
  ...overrides,
});

const ownView = (as: string | null): ProfileView => ({
  card: { id: ownProfile.id, username: 'ada', fullName: 'Ada Lovelace', avatarUrl: null },
  // As the server answers: a preview is the answer the other person would get.
  isOwn: as === null,
  visibility: 'followers',
  details:
    as === 'stranger' || as === 'anonymous'
      ? null
      : {
          bio: 'Poetical scientist.',
          location: 'London',
          website: 'https://ada.example.com',
          createdAt: '2026-03-14T10:00:00.000Z',
        },
  stats: {
    followers: 2,
    following: 3,
    journeys: as === 'stranger' || as === 'anonymous' ? null : 5,
  },
  relationship: none,
});

let other: ProfileView;
let fetchMock: ReturnType<typeof mockFetch>;
const handlers = (): Record<string, FetchHandler> => ({
  '/api/public-config': () => jsonResponse(publicConfigBody),
  [`/api/profiles/${otherId}/social`]: () => jsonResponse(other),
  [`/api/profiles/${otherId}/follow`]: (request) => {
    other = graceView({
      relationship: { ...none, following: request.method === 'PUT' ? 'following' : 'none' },
    });
    return request.method === 'PUT'
      ? jsonResponse({ following: 'following' })
      : new Response(null, { status: 204 });
  },
  [`/api/profiles/${otherId}/block`]: () => {
    other = graceView({ details: null, relationship: { ...none, blockedByMe: true } });
    return new Response(null, { status: 204 });
  },
  [`/api/profiles/${ownProfile.id}/social`]: (request) => {
    const as = new URL(request.url).searchParams.get('as');
    if (as === 'blocked') {
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Profile not found' } }, 404);
    }
    return jsonResponse(ownView(as));
  },
  '/api/me/social/requests': () =>
    jsonResponse({
      follows: [{ id: otherId, username: 'grace', fullName: 'Grace Hopper', avatarUrl: null }],
      connections: [],
    }),
});

beforeEach(() => {
  auth = signedInAuth();
  other = graceView();
  fetchMock = mockFetch(handlers());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderProfile = (id: string) =>
  renderRoute(`/profile/${id}`, '/profile/:id', <ProfilePage />);

const requestsTo = (path: string, method: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => typeof input === 'string' && input.endsWith(path) && init?.method === method,
  );

describe('profile page', () => {
  it('shows one’s own profile in full, with a way to edit it and the requests waiting', async () => {
    renderProfile(ownProfile.id);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('Poetical scientist.')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: 'ada.example.com' });
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.getByText('AL')).toBeInTheDocument();
    const requests = await screen.findByRole('region', { name: 'Requests' });
    expect(within(requests).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(requests).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('previews one’s own profile as a stranger, a follower and someone blocked', async () => {
    const user = userEvent.setup();
    renderProfile(ownProfile.id);
    await screen.findByText('Poetical scientist.');

    await user.click(screen.getByRole('radio', { name: 'A stranger' }));
    expect(
      await screen.findByText("Only followers see this profile's details and journeys."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Poetical scientist.')).not.toBeInTheDocument();
    expect(screen.queryByText('Journeys')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
    // Only the inert preview buttons: no second, working set and no menu.
    expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Preview');

    await user.click(screen.getByRole('radio', { name: 'A follower' }));
    expect(await screen.findByText('Poetical scientist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Someone I blocked' }));
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    // The switch stays, to go back.
    await user.click(screen.getByRole('radio', { name: 'Me' }));
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('shows someone else’s card with stats, follows them and unfollows after confirming', async () => {
    const user = userEvent.setup();
    renderProfile(otherId);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(card).getByText('Compilers.')).toBeInTheDocument();
    expect(within(card).getByText('1,203')).toBeInTheDocument();
    expect(within(card).getByText('journeys')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(requestsTo(`/api/profiles/${otherId}/follow`, 'PUT')).toHaveLength(1),
    );
    await user.click(await screen.findByRole('button', { name: 'Following' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unfollow Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unfollow' }));
    await waitFor(() =>
      expect(requestsTo(`/api/profiles/${otherId}/follow`, 'DELETE')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('blocks from the menu after confirming, then offers only to unblock', async () => {
    const user = userEvent.setup();
    renderProfile(otherId);
    await user.click(await screen.findByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked this person.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('shows only the card of a private profile, with a request to follow', async () => {
    other = graceView({
      visibility: 'private',
      details: null,
      stats: { followers: 3, following: 1, journeys: null },
    });
    renderProfile(otherId);
    expect(
      await screen.findByText('This profile is private. Follow to ask for access.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Compilers.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('shows the not-found panel for a profile that does not exist or blocked the viewer', async () => {
    renderProfile('5d1b7c4e-1111-4222-8333-944455556666');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page" }),
    ).toBeInTheDocument();
  });
});
