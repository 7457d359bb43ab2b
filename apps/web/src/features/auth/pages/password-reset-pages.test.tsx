import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { renderAuthPage } from '@/features/auth/testing/render-auth-page';
import { signedOutHandlers } from '@/lib/auth/test-helpers';
import { jsonResponse, mockFetch, publicConfigBody, type FetchHandler } from '@/test/fetch-mock';
import { resetToasts, useToasts } from '@/ui/toast/toast-store';

function setup(handlers: Record<string, FetchHandler>) {
  const bodies: unknown[] = [];
  const recorded = Object.fromEntries(
    Object.entries(handlers).map(([path, handler]) => [
      path,
      async (request: Request) => {
        bodies.push(await request.clone().json());
        return handler(request);
      },
    ]),
  );
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    ...signedOutHandlers,
    ...recorded,
  });
  return bodies;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('ForgotPasswordPage', () => {
  it('asks for a reset link and confirms neutrally, whatever the address', async () => {
    const bodies = setup({
      '/api/auth/request-password-reset': () => jsonResponse({ status: true }),
    });
    renderAuthPage('/forgot-password', ForgotPasswordPage);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        'If an account exists for ada@example.com, a link to reset its password is on its way. The link is valid for one hour.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com', redirectTo: '/reset-password' }]);
  });
});

describe('ResetPasswordPage', () => {
  it('explains an expired or used link and links to a new one', async () => {
    setup({});
    renderAuthPage('/reset-password', ResetPasswordPage, '/reset-password?error=INVALID_TOKEN');
    expect(
      await screen.findByText('This link has expired or was already used'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('holds the new password to the rule and to its confirmation', async () => {
    const bodies = setup({ '/api/auth/reset-password': () => jsonResponse({ status: true }) });
    renderAuthPage('/reset-password', ResetPasswordPage, '/reset-password?token=abc');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('saves the new password, says so and goes to log in', async () => {
    const bodies = setup({ '/api/auth/reset-password': () => jsonResponse({ status: true }) });
    function Toasts() {
      return <p>{useToasts().map((toast) => toast.message)}</p>;
    }
    render(<Toasts />);
    const router = renderAuthPage(
      '/reset-password',
      ResetPasswordPage,
      '/reset-password?token=abc',
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'analytical2engine');
    await user.type(screen.getByLabelText('Confirm new password'), 'analytical2engine');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toEqual([{ token: 'abc', newPassword: 'analytical2engine' }]);
    expect(
      screen.getByText('Your password has been changed. Log in with the new one.'),
    ).toBeInTheDocument();
  });

  it('turns into the expired-link message when the server refuses the token', async () => {
    setup({
      '/api/auth/reset-password': () =>
        jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Invalid token' } }, 400),
    });
    renderAuthPage('/reset-password', ResetPasswordPage, '/reset-password?token=used');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'analytical2engine');
    await user.type(screen.getByLabelText('Confirm new password'), 'analytical2engine');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('This link has expired or was already used'),
    ).toBeInTheDocument();
  });
});
