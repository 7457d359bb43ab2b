import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '@/features/auth/pages/login-page';
import { renderAuthPage } from '@/features/auth/testing/render-auth-page';
import { fakeAccessToken, meBody, unauthenticatedBody } from '@/lib/auth/test-helpers';
import { jsonResponse, mockFetch, publicConfigBody, type FetchHandler } from '@/test/fetch-mock';

const factorId = '0f8d7a64-3c1e-4a59-8f57-1d2b3c4d5e6f';
const challengeId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const totpFactor = {
  id: factorId,
  friendly_name: 'Phone app',
  factor_type: 'totp',
  status: 'verified',
  phone: null,
  issuer: 'Waymark',
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: null,
};
const verifiedSession = {
  access_token: 'token',
  token_type: 'bearer',
  expires_in: 900,
  aal: 'aal2',
};
const ownProfile = (onboardedAt: string | null) => ({
  id: meBody().user.id,
  username: 'ada',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  bio: null,
  location: null,
  website: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  language: 'en',
  visibility: 'public',
  onboardedAt,
});

/**
 * A small server: the session exists once sign-in succeeded; with `secondFactor` it stays at
 * aal1 until a code is verified. Codes: 123456 is right, 999999 locks the challenge.
 */
function setup({
  url = '/login',
  secondFactor = false,
  onboarded = true,
  signInAnswer,
}: {
  url?: string;
  secondFactor?: boolean;
  onboarded?: boolean;
  signInAnswer?: FetchHandler;
} = {}) {
  let signedIn = false;
  let aal: 'aal1' | 'aal2' = 'aal1';
  const requests: { path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const body: unknown = request.method === 'POST' ? await request.json() : undefined;
    requests.push({ path: new URL(request.url).pathname, body });
  };
  const fetchMock = mockFetch({
    '/api/public-config': () => jsonResponse({ ...publicConfigBody, oauthProviders: ['github'] }),
    '/api/auth/token': () =>
      signedIn
        ? jsonResponse({ token: fakeAccessToken({ aal }) })
        : jsonResponse(unauthenticatedBody, 401),
    '/api/me': () =>
      jsonResponse(meBody({ aal: { current: aal, next: secondFactor ? 'aal2' : 'aal1' } })),
    '/api/me/profile': () =>
      jsonResponse(ownProfile(onboarded ? '2026-01-02T00:00:00.000Z' : null)),
    '/api/auth/sign-in/email': async (request) => {
      await record(request);
      if (signInAnswer) return signInAnswer(request);
      signedIn = true;
      return jsonResponse({ redirect: false, token: 'x', user: {} });
    },
    '/api/auth/factors': () => jsonResponse({ factors: [totpFactor], backup_codes_remaining: 8 }),
    [`/api/auth/factors/${factorId}/challenge`]: async (request) => {
      await record(request);
      return jsonResponse({
        id: challengeId,
        factor_id: factorId,
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      });
    },
    [`/api/auth/factors/${factorId}/verify`]: async (request) => {
      await record(request);
      const { code } = requests.at(-1)?.body as { code: string };
      if (code === '123456') {
        aal = 'aal2';
        return jsonResponse(verifiedSession);
      }
      if (code === '999999') {
        return jsonResponse(
          { error: { code: 'RATE_LIMITED', message: 'Too many wrong codes. Request a new code.' } },
          429,
        );
      }
      return jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Invalid code' } }, 400);
    },
    '/api/auth/factors/backup-codes/verify': async (request) => {
      await record(request);
      const { code } = requests.at(-1)?.body as { code: string };
      if (code !== 'abcde-12345') {
        return jsonResponse(
          { error: { code: 'BAD_REQUEST', message: 'Backup code is incorrect or already used' } },
          400,
        );
      }
      aal = 'aal2';
      return jsonResponse(verifiedSession);
    },
  });
  const router = renderAuthPage('/login', LoginPage, url);
  return { router, requests, fetchMock };
}

async function signIn(password = 'engines1843') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

const landedAt = (router: ReturnType<typeof setup>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('asks for both fields before sending anything', async () => {
    const { requests } = setup();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('links to sign-up and password reset, and offers only the configured providers', async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('signs in and goes to ?redirectTo, same-origin only', async () => {
    const { router, requests } = setup({ url: '/login?redirectTo=%2Fjourneys%3Ftab%3Dmine' });
    await signIn();
    await waitFor(() => expect(landedAt(router)).toBe('/journeys?tab=mine'));
    expect(requests[0]).toEqual({
      path: '/api/auth/sign-in/email',
      body: { email: 'ada@example.com', password: 'engines1843' },
    });
  });

  it('ignores a redirect to another site and sends a new account to onboarding', async () => {
    const { router } = setup({ url: '/login?redirectTo=https://evil.example', onboarded: false });
    await signIn();
    await waitFor(() => expect(landedAt(router)).toBe('/onboarding'));
  });

  it('goes to the dashboard after sign-in once onboarding is done', async () => {
    const { router } = setup();
    await signIn();
    await waitFor(() => expect(landedAt(router)).toBe('/dashboard'));
  });

  it('says a wrong e-mail or password is wrong', async () => {
    setup({
      signInAnswer: () =>
        jsonResponse(
          { error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } },
          401,
        ),
    });
    await signIn('wrong1password');
    expect(
      await screen.findByText('The e-mail address or password is incorrect.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s message for an unconfirmed address with a link to the confirmation page', async () => {
    setup({
      signInAnswer: () =>
        jsonResponse(
          {
            error: {
              code: 'EMAIL_NOT_VERIFIED',
              message:
                'Confirm your e-mail address before signing in: we have sent you a new confirmation link.',
            },
          },
          403,
        ),
    });
    await signIn();
    expect(
      await screen.findByText(
        /Confirm your e-mail address before signing in: we have sent you a new confirmation link./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the confirmation page' })).toHaveAttribute(
      'href',
      '/email-confirmation?email=ada%40example.com',
    );
  });

  it('asks for the second factor when due, refuses a wrong code, then verifies and goes on', async () => {
    const { router, requests } = setup({ secondFactor: true });
    const user = await signIn();

    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not correct. Check it and try again.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(landedAt(router)).toBe('/dashboard'));

    const verifies = requests.filter((request) => request.path.endsWith('/verify'));
    expect(verifies.at(-1)?.body).toEqual({ challenge_id: challengeId, code: '123456' });
  });

  it('asks for a new code once a challenge is locked', async () => {
    const { requests } = setup({ secondFactor: true });
    const user = await signIn();
    await user.type(await screen.findByLabelText('Verification code'), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(/Too many wrong codes. Request a new code to try again./),
    ).toBeInTheDocument();
    const challengesBefore = requests.filter((r) => r.path.endsWith('/challenge')).length;
    await user.click(screen.getByRole('button', { name: 'Request a new code' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path.endsWith('/challenge')).length).toBe(
        challengesBefore + 1,
      ),
    );
  });

  it('accepts a backup code instead', async () => {
    const { router } = setup({ secondFactor: true });
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Use a backup code' }));

    await user.type(screen.getByLabelText('Backup code'), 'zzzzz-00000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('This backup code is incorrect or was already used.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Backup code'));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(landedAt(router)).toBe('/dashboard'));
  });

  it('sends a failed confirmation link on to the confirmation page', async () => {
    const { router } = setup({ url: '/login?redirectTo=%2Fonboarding%3Ferror%3DTOKEN_EXPIRED' });
    await waitFor(() => expect(landedAt(router)).toBe('/email-confirmation?error=TOKEN_EXPIRED'));
  });
});
