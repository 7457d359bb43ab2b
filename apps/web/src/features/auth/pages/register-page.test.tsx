import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '@/features/auth/pages/register-page';
import { renderAuthPage } from '@/features/auth/testing/render-auth-page';
import { signedOutHandlers } from '@/lib/auth/test-helpers';
import { jsonResponse, mockFetch, publicConfigBody, type FetchHandler } from '@/test/fetch-mock';

function setup(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/auth/username-available': (request) => {
      const username = new URL(request.url).searchParams.get('username');
      return jsonResponse(
        username === 'taken_name'
          ? { available: false, reason: 'This username is already taken' }
          : { available: true },
      );
    },
    ...signedOutHandlers,
    ...handlers,
  });
  const router = renderAuthPage('/register', RegisterPage);
  return { fetchMock, router };
}

async function fillForm(values: {
  name?: string;
  username?: string;
  email?: string;
  password?: string;
}) {
  const user = userEvent.setup();
  if (values.name !== undefined) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.username !== undefined) {
    await user.type(screen.getByLabelText('Username'), values.username);
  }
  if (values.email !== undefined) {
    await user.type(screen.getByLabelText('E-mail address'), values.email);
  }
  if (values.password !== undefined) {
    await user.type(screen.getByLabelText('Password', { exact: true }), values.password);
  }
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterPage', () => {
  it('shows each field’s rule when the form is sent empty, and sends nothing', async () => {
    const { fetchMock } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(
      screen.getByText('3–30 characters: lowercase letters, digits and underscores'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The rule is said once: as the error, no longer also as the hint.
    expect(
      screen.getAllByText(
        'Password must be at least 8 characters and contain at least one letter and one digit',
      ),
    ).toHaveLength(1);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/sign-up/email')).toBe(false);
  });

  it('explains the password rule and rates the password as it is typed', async () => {
    setup();
    await screen.findByRole('button', { name: 'Create account' });
    // The rule is the field's hint from the start.
    expect(
      screen.getByText(
        'Password must be at least 8 characters and contain at least one letter and one digit',
      ),
    ).toBeInTheDocument();
    await fillForm({ password: 'abc' });
    expect(screen.getByText('Weak')).toBeInTheDocument();
    await fillForm({ password: 'defgh1234!X' });
    expect(screen.getByText('Strong')).toBeInTheDocument();
  });

  it('checks the username once typing pauses: available or taken', async () => {
    const { fetchMock } = setup();
    await screen.findByRole('button', { name: 'Create account' });
    await fillForm({ username: 'taken_name' });
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    const checks = fetchMock.mock.calls
      .map(([url]) => url)
      .filter((url) => typeof url === 'string' && url.startsWith('/api/auth/username-available'));
    // One question for the whole name, not one per key.
    expect(checks).toEqual(['/api/auth/username-available?username=taken_name']);

    const field = screen.getByLabelText('Username');
    await userEvent.clear(field);
    await userEvent.type(field, 'free_name');
    expect(await screen.findByText('free_name is available')).toBeInTheDocument();
  });

  it('signs up with the callback to onboarding and goes to the confirmation page', async () => {
    let body: unknown;
    const { router } = setup({
      '/api/auth/sign-up/email': async (request) => {
        body = await request.json();
        return jsonResponse({ token: null, user: {} });
      },
    });
    await screen.findByRole('button', { name: 'Create account' });
    const user = await fillForm({
      name: 'Ada Lovelace',
      username: 'ada_l',
      email: 'ada@example.com',
      password: 'engines1843',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/email-confirmation?email=ada%40example.com',
      ),
    );
    expect(body).toEqual({
      name: 'Ada Lovelace',
      username: 'ada_l',
      email: 'ada@example.com',
      password: 'engines1843',
      callbackURL: '/onboarding?confirmed=1&email=ada%40example.com',
    });
  });

  it('puts a 409 from the server on the field it names', async () => {
    setup({
      '/api/auth/sign-up/email': () =>
        jsonResponse(
          {
            error: {
              code: 'CONFLICT',
              message: 'This username is already taken',
              details: [{ path: 'username', message: 'This username is already taken' }],
            },
          },
          409,
        ),
    });
    await screen.findByRole('button', { name: 'Create account' });
    const user = await fillForm({
      name: 'Ada Lovelace',
      username: 'ada_l',
      email: 'ada@example.com',
      password: 'engines1843',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
  });

  it('says so when the server cannot be reached', async () => {
    setup({ '/api/auth/sign-up/email': () => Promise.reject(new TypeError('Failed to fetch')) });
    await screen.findByRole('button', { name: 'Create account' });
    const user = await fillForm({
      name: 'Ada Lovelace',
      username: 'ada_l',
      email: 'ada@example.com',
      password: 'engines1843',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
