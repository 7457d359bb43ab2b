import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCallbackPage } from '@/features/auth/pages/auth-callback-page';
import { renderAuthPage } from '@/features/auth/testing/render-auth-page';
import { meBody, signedInHandlers, signedOutHandlers } from '@/lib/auth/test-helpers';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuthCallbackPage', () => {
  it('explains an error the provider sent back, with a way to log in', async () => {
    mockFetch({ '/api/public-config': () => jsonResponse(publicConfigBody), ...signedOutHandlers });
    renderAuthPage('/auth/callback', AuthCallbackPage, '/auth/callback?error=access_denied');
    expect(
      await screen.findByRole('heading', { name: 'Sign-in did not complete' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign-in was cancelled at the provider.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });

  it('finishes the sign-in and sends a new account to onboarding', async () => {
    mockFetch({
      '/api/public-config': () => jsonResponse(publicConfigBody),
      ...signedInHandlers(meBody({ profile: { username: null } })),
      '/api/me/profile': () => jsonResponse({ onboardedAt: null }),
    });
    const router = renderAuthPage('/auth/callback', AuthCallbackPage);
    expect(screen.getByText('Finishing sign-in…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
  });

  it('asks for the second factor when the account has one', async () => {
    mockFetch({
      '/api/public-config': () => jsonResponse(publicConfigBody),
      ...signedInHandlers(meBody({ aal: { current: 'aal1', next: 'aal2' } })),
      '/api/auth/factors': () => jsonResponse({ factors: [], backup_codes_remaining: 3 }),
    });
    renderAuthPage('/auth/callback', AuthCallbackPage);
    expect(
      await screen.findByRole('heading', { name: 'Two-step verification' }),
    ).toBeInTheDocument();
    // Without a usable factor, the backup code is the way in.
    expect(screen.getByLabelText('Backup code')).toBeInTheDocument();
  });
});
