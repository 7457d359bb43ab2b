import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { OwnProfile } from '@waymark/shared/profiles';
import { routePatterns } from '@waymark/shared/routes';
import { defaultSettings, type Settings } from '@waymark/shared/settings';
import { SettingsPage } from '@/features/settings/pages/settings-page';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { renderWithProviders } from '@/test/render';
import { Toaster } from '@/ui/toast/toaster';

export const ownProfile: OwnProfile = {
  id: '7f1c6a57-93c4-4bd4-8d0b-0d3a9f6f3c11',
  username: 'ada',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  bio: null,
  createdAt: '2026-03-14T10:00:00.000Z',
  location: null,
  website: null,
  language: 'en',
  visibility: 'public',
  onboardedAt: '2026-03-14T10:05:00.000Z',
};

export const savedSettings: Settings = { ...defaultSettings, language: 'en' };

/** A signed-in (or, with `user: null`, signed-out) auth context for `vi.mock`. */
export function authContext(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
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
      username: 'ada',
      fullName: 'Ada Lovelace',
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

/** The settings screen at `path`, with the toast area and a login page to land on. */
export function renderSettings(path: string) {
  const router = createMemoryRouter(
    [
      { path: routePatterns.settings, element: <SettingsPage /> },
      { path: routePatterns.settingsSection, element: <SettingsPage /> },
      { path: routePatterns.login, element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}
