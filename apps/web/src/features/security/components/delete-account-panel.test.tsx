import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FactorList } from '@waymark/shared/factors';
import { DeleteAccountPanel } from '@/features/security/components/delete-account-panel';
import { renderInRouter, signedInAuth, totpFactor } from '@/test/security-fixtures';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { toast } from '@/ui/toast/toast-store';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Each test types and waits through several steps: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

let factorList: FactorList;
let deletions: unknown[];
let deleteAnswer: () => Response;

beforeEach(() => {
  auth = signedInAuth();
  deletions = [];
  factorList = { factors: [], backup_codes_remaining: 0 };
  deleteAnswer = () => new Response(null, { status: 204 });
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/auth/factors': () => jsonResponse(factorList),
    '/api/me': async (request) => {
      deletions.push(await request.json());
      return deleteAnswer();
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openDialog() {
  const user = userEvent.setup();
  renderInRouter(<DeleteAccountPanel />);
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  return { user, dialog };
}

describe('delete account', () => {
  it('needs the password and the typed word before anything is sent', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password.')).toBeInTheDocument();
    expect(within(dialog).getByText('Type the word exactly as shown.')).toBeInTheDocument();
    expect(deletions).toEqual([]);
  });

  it('deletes, signs out and goes home with a toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'engines1843');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(deletions).toEqual([{ password: 'engines1843' }]);
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(success).toHaveBeenCalledWith('Your account has been deleted. Goodbye!');
  });

  it('asks for a code when two-factor authentication is on, and says when it is wrong', async () => {
    factorList = { factors: [totpFactor], backup_codes_remaining: 10 };
    deleteAnswer = () =>
      jsonResponse({ error: { code: 'FORBIDDEN', message: 'Invalid code' } }, 403);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'engines1843');
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter a code or a backup code.')).toBeInTheDocument();
    expect(deletions).toEqual([]);

    await user.type(within(dialog).getByLabelText('Two-factor code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('The password or the code is not right.'),
    ).toBeInTheDocument();
    expect(deletions).toEqual([{ password: 'engines1843', code: '123456' }]);
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});
