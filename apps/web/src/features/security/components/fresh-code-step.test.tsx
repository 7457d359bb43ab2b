import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Factor } from '@waymark/shared/factors';
import { FreshCodeStep } from '@/features/security/components/fresh-code-step';
import { renderInRouter, signedInAuth, totpFactor } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { pickOption } from '@/test/select-input';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 20_000 });

const phoneFactor: Factor = {
  ...totpFactor,
  id: '1a2b3c4d-0000-4000-8000-000000000002',
  friendly_name: 'Work phone',
  factor_type: 'phone',
  phone: '+4915112345678',
};

let challenged: string[];

beforeEach(() => {
  auth = signedInAuth();
  challenged = [];
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    [`/api/auth/factors/${totpFactor.id}/challenge`]: () => challenge(totpFactor.id),
    [`/api/auth/factors/${phoneFactor.id}/challenge`]: () => challenge(phoneFactor.id),
  });
});

function challenge(factorId: string) {
  challenged.push(factorId);
  return jsonResponse({
    id: '9e8d7c6b-0000-4000-8000-000000000009',
    factor_id: factorId,
    expires_at: '2026-11-24T10:05:00.000Z',
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FreshCodeStep', () => {
  it('starts with the first factor and switches to another chosen in its select', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <FreshCodeStep
        factors={[totpFactor, phoneFactor]}
        submitLabel="Confirm"
        onVerified={vi.fn()}
      />,
    );
    expect(
      await screen.findByText('Enter the 6-digit code that Pixel authenticator shows now.'),
    ).toBeVisible();
    await vi.waitFor(() => expect(challenged).toEqual([totpFactor.id]));
    await pickOption(user, 'Confirm with', 'Work phone');
    expect(await screen.findByText('We sent a 6-digit code by SMS to Work phone.')).toBeVisible();
    await vi.waitFor(() => expect(challenged).toEqual([totpFactor.id, phoneFactor.id]));
  });

  it('offers no choice with one factor', () => {
    renderInRouter(
      <FreshCodeStep factors={[totpFactor]} submitLabel="Confirm" onVerified={vi.fn()} />,
    );
    expect(screen.getByText("Confirm it's you with a code from your second factor.")).toBeVisible();
    expect(screen.queryByRole('button', { name: /Confirm with$/ })).toBeNull();
  });
});
