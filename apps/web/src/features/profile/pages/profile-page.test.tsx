import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/profile/pages/profile-page';
import { ownProfile, renderRoute, signedInAuth } from '@/features/profile/test/profile-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Each test types and waits through several steps: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

const otherId = '0b7f1a2c-6c1e-4a4e-9b1d-2f3a4b5c6d7e';

beforeEach(() => {
  auth = signedInAuth();
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/me/profile': () => jsonResponse(ownProfile),
    [`/api/profiles/${otherId}`]: () =>
      jsonResponse({
        id: otherId,
        username: 'grace',
        fullName: 'Grace Hopper',
        avatarUrl: null,
        bio: 'Compilers.',
        location: null,
        website: null,
        createdAt: '2025-12-09T08:00:00.000Z',
      }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderProfile = (id: string) =>
  renderRoute(`/profile/${id}`, '/profile/:id', <ProfilePage />);

describe('profile page', () => {
  it('shows one’s own profile in full, with a way to edit it', async () => {
    renderProfile(ownProfile.id);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('Poetical scientist.')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: 'ada.example.com' });
    expect(website).toHaveAttribute('href', 'https://ada.example.com');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    // No picture: the initials stand in.
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('shows someone else’s public card, without an edit link', async () => {
    renderProfile(otherId);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(card).getByText('Compilers.')).toBeInTheDocument();
    expect(within(card).getByText('Joined December 2025')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });

  it('shows the not-found panel for a profile that does not exist', async () => {
    renderProfile('5d1b7c4e-1111-4222-8333-944455556666');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that page" }),
    ).toBeInTheDocument();
  });
});
