import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailConfirmationPage } from '@/features/auth/pages/email-confirmation-page';
import { renderAuthPage } from '@/features/auth/testing/render-auth-page';
import { signedOutHandlers } from '@/lib/auth/test-helpers';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

function setup(url: string) {
  const sent: unknown[] = [];
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    ...signedOutHandlers,
    '/api/auth/send-verification-email': async (request) => {
      sent.push(await request.json());
      return jsonResponse({ status: true });
    },
  });
  renderAuthPage('/email-confirmation', EmailConfirmationPage, url);
  return sent;
}

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('EmailConfirmationPage', () => {
  it('asks to check the inbox of the address, and lets a new link go out after 60 s', async () => {
    vi.useFakeTimers();
    const sent = setup('/email-confirmation?email=ada%40example.com');
    await settle();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();

    const countdown = screen.getByRole('button', { name: 'You can send it again in 60 s' });
    expect(countdown).toBeDisabled();
    await settle(30_000);
    expect(screen.getByRole('button', { name: 'You can send it again in 30 s' })).toBeDisabled();
    await settle(30_000);

    const resend = screen.getByRole('button', { name: 'Send the link again' });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await settle();
    expect(sent).toEqual([
      { email: 'ada@example.com', callbackURL: '/onboarding?confirmed=1&email=ada%40example.com' },
    ]);
    expect(screen.getByText('A new confirmation link is on its way.')).toBeInTheDocument();
    // And the cooldown starts over.
    expect(screen.getByRole('button', { name: 'You can send it again in 60 s' })).toBeDisabled();
  });

  it('explains an expired link and sends a new one to the address typed in', async () => {
    vi.useFakeTimers();
    const sent = setup('/email-confirmation?error=TOKEN_EXPIRED');
    await settle();
    expect(screen.getByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This confirmation link has expired. Enter your e-mail address and we will send you a new one.',
      ),
    ).toBeInTheDocument();

    fireEvent.input(screen.getByLabelText('E-mail address'), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await settle();
    expect(sent).toEqual([
      { email: 'ada@example.com', callbackURL: '/onboarding?confirmed=1&email=ada%40example.com' },
    ]);
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('explains an invalid or used link', async () => {
    setup('/email-confirmation?error=INVALID_TOKEN');
    expect(
      await screen.findByText(
        'This confirmation link is invalid or was already used. Enter your e-mail address to get a new one.',
      ),
    ).toBeInTheDocument();
  });
});
