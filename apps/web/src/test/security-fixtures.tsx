import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Factor } from '@waymark/shared/factors';
import type { ActiveSession } from '@waymark/shared/sessions';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { renderWithProviders } from '@/test/render';

export const userId = '7f1c6a57-93c4-4bd4-8d0b-0d3a9f6f3c11';

export function signedInAuth(): AuthContextValue {
  return {
    user: { id: userId, email: 'ada@example.com', name: 'Ada', emailVerified: true },
    session: { access_token: 'token', expires_at: 4_102_444_800, aal: 'aal1' },
    profile: null,
    loading: false,
    checking: false,
    refreshProfile: vi.fn(() => Promise.resolve()),
    refreshSession: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    getAccessToken: vi.fn(() => Promise.resolve('token')),
  };
}

export const totpFactor: Factor = {
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  friendly_name: 'Pixel authenticator',
  factor_type: 'totp',
  status: 'verified',
  phone: null,
  issuer: 'Waymark',
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
};

export function session(overrides: Partial<ActiveSession>): ActiveSession {
  return {
    id: '5e6f7a8b-0000-4000-8000-000000000001',
    device_type: 'desktop',
    device_name: 'Firefox on Linux',
    ip_address: '203.0.113.7',
    location: 'Berlin, DE',
    last_active: new Date(Date.now() - 5 * 60_000).toISOString(),
    is_current: true,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Renders `ui` with a router around it and a home page to land on. */
export function renderInRouter(ui: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/settings/security', element: ui },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/settings/security'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
