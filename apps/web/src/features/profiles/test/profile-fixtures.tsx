import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { OwnProfile } from '@waymark/shared/profiles';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { renderWithProviders } from '@/test/render';

export const ownProfile: OwnProfile = {
  id: '7f1c6a57-93c4-4bd4-8d0b-0d3a9f6f3c11',
  username: 'ada',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  bio: 'Poetical scientist.',
  createdAt: '2026-03-14T10:00:00.000Z',
  location: 'London',
  website: 'https://ada.example.com',
  language: 'en',
  visibility: 'public',
  onboardedAt: null,
};

/** A signed-in auth context for `vi.mock('@/lib/auth/auth-context')`. */
export function signedInAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: {
      id: ownProfile.id,
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      emailVerified: true,
    },
    session: { access_token: 'token', expires_at: 4_102_444_800, aal: 'aal1' },
    profile: {
      id: ownProfile.id,
      username: ownProfile.username,
      fullName: ownProfile.fullName,
      avatarUrl: null,
      language: 'en',
    },
    loading: false,
    checking: false,
    refreshProfile: vi.fn(() => Promise.resolve()),
    refreshSession: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    getAccessToken: vi.fn(() => Promise.resolve('token')),
    ...overrides,
  };
}

/** Renders `element` at `path`, with a home and a login page to land on. */
export function renderRoute(path: string, pattern: string, element: ReactNode) {
  const routes: RouteObject[] = [
    { path: pattern, element },
    { path: '/', element: <p>Home page</p> },
    { path: '/dashboard', element: <p>Dashboard page</p> },
    { path: '/login', element: <p>Login page</p> },
    { path: '/edit-profile', element: <p>Edit profile page</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

export async function bodyOf(request: Request): Promise<unknown> {
  return request.clone().json();
}
