import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { PaymentMethod, SubscriptionStatus } from '@waymark/shared/billing/contracts';
import { i18n } from '@/i18n/setup';
import englishBilling from '@/i18n/locales/en/billing.json';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { renderWithProviders } from '@/test/render';
import { Toaster } from '@/ui/toast/toaster';

// The shared test set-up knows the first-load namespaces; billing's texts are added here.
i18n.addResourceBundle('en', 'billing', englishBilling, true, true);

export const userId = '7f1c6a57-93c4-4bd4-8d0b-0d3a9f6f3c11';

export function signedIn(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: { id: userId, email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: true },
    session: { access_token: 'token', expires_at: 4_102_444_800, aal: 'aal1' },
    profile: null,
    loading: false,
    checking: false,
    refreshProfile: vi.fn(() => Promise.resolve()),
    refreshSession: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    getAccessToken: vi.fn(() => Promise.resolve('token')),
    ...overrides,
  };
}

/** A status result as the server sends it for someone `daysOnPlatform` days in, unsubscribed. */
export function statusAfter(daysOnPlatform: number, overrides: Partial<SubscriptionStatus> = {}) {
  const isInGracePeriod = daysOnPlatform < 7;
  return {
    hasAccess: isInGracePeriod,
    isTrialing: false,
    isActive: false,
    daysLeftInTrial: 0,
    subscription: null,
    needsPayment: !isInGracePeriod,
    daysOnPlatform,
    isInGracePeriod,
    isPastDue: false,
    ...overrides,
  } satisfies SubscriptionStatus;
}

export const visa: PaymentMethod = {
  id: '1d2c3b4a-0000-4000-8000-000000000001',
  stripe_payment_method_id: 'pm_sandbox_visa',
  card_brand: 'visa',
  card_last_four: '4242',
  exp_month: 12,
  exp_year: 2034,
  cardholder_name: 'Ada Lovelace',
  is_default: false,
};

/** `ui` at `path` in a memory router, with the toast area. */
export function renderAt(path: string, ui: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  renderWithProviders(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return router;
}
