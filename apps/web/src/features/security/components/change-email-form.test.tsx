import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeEmailForm } from '@/features/security/components/change-email-form';
import { signedInAuth } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
vi.setConfig({ testTimeout: 20_000 });

let bodies: unknown[];

beforeEach(() => {
  auth = signedInAuth();
  bodies = [];
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/auth/change-email': async (request) => {
      bodies.push(await request.json());
      return jsonResponse({ status: true });
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('change e-mail', () => {
  it('checks the address, then explains that the link goes to the new one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangeEmailForm />);
    await user.type(screen.getByLabelText('New e-mail address'), 'grace@');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(screen.getByLabelText('New e-mail address'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check \u2068grace@example.com\u2069: open the link we sent to confirm the change.',
    );
    expect(bodies).toEqual([{ newEmail: 'grace@example.com', callbackURL: '/settings/security' }]);
  });
});
