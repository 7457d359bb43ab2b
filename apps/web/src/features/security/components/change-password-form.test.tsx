import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from '@/features/security/components/change-password-form';
import { signedInAuth } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { toast } from '@/ui/toast/toast-store';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Each test types and waits through several steps: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

let bodies: unknown[];
let answer: () => Response;

beforeEach(() => {
  auth = signedInAuth();
  bodies = [];
  answer = () => jsonResponse({ token: null });
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/auth/change-password': async (request) => {
      bodies.push(await request.json());
      return answer();
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('change password', () => {
  it('holds the new password to the rule before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'engines1843');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Use at least 8 characters with at least one letter and one digit.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends both passwords and says the other devices are signed out, offering no choice', async () => {
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    expect(
      screen.getByText('Changing your password signs you out on your other devices.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'engines1843');
    await user.type(screen.getByLabelText('New password'), 'analytical1842');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Your password has been changed.'));
    expect(bodies).toEqual([{ currentPassword: 'engines1843', newPassword: 'analytical1842' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('marks the current password when the server refuses it', async () => {
    answer = () =>
      jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Invalid password' } }, 400);
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await user.type(screen.getByLabelText('Current password'), 'wrong1234');
    await user.type(screen.getByLabelText('New password'), 'analytical1842');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });
});
