import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingPage } from '@/features/profiles/pages/onboarding-page';
import {
  bodyOf,
  ownProfile,
  renderRoute,
  signedInAuth,
} from '@/features/profiles/test/profile-fixtures';
import { i18n } from '@/i18n/setup';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));
// Each test types and waits through several steps: slow when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

let patches: unknown[];
let follows: string[];
let patchAnswer: () => Response;

beforeEach(() => {
  auth = signedInAuth();
  patches = [];
  follows = [];
  patchAnswer = () => jsonResponse({ ...ownProfile, onboardedAt: '2026-11-22T02:00:00.000Z' });
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/me/profile': async (request) => {
      if (request.method === 'GET') return jsonResponse(ownProfile);
      patches.push(await bodyOf(request));
      return patchAnswer();
    },
    '/api/auth/username-available': () => jsonResponse({ available: true }),
    '/api/discover/people': () =>
      jsonResponse({
        people: [
          {
            id: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a',
            username: 'ines',
            fullName: 'Inés',
            avatarUrl: null,
            following: 'none',
            reason: 'sameLanguage',
            mutualCount: 0,
          },
        ],
      }),
    '/api/profiles/1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a/follow': (request) => {
      follows.push(request.method);
      return jsonResponse({ following: 'following' });
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderOnboarding = () => renderRoute('/onboarding', '/onboarding', <OnboardingPage />);

describe('onboarding', () => {
  it('sends a visitor to sign in, coming back afterwards', async () => {
    auth = signedInAuth({ user: null, session: null, profile: null });
    renderOnboarding();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('skips: marks onboarding done without changing anything, then goes to the dashboard', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(patches).toEqual([{ onboarded: true }]);
    expect(auth.refreshProfile).toHaveBeenCalledOnce();
  });

  it('walks the five steps, offering people to follow last, and finishes with every choice saved', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
    const username = screen.getByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'ada_l');
    expect(await screen.findByText('@ada_l is available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const heading = screen.getByRole('heading', { name: "What's your name?" });
    // Focus moves in an effect, just after the new step is painted.
    await waitFor(() => expect(heading).toHaveFocus());
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Augusta Ada King');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Following is saved at once, apart from the profile's Finish.
    expect(
      await screen.findByRole('heading', { name: 'Follow people and journeys you like' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Follow Inés' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Following');
    expect(follows).toEqual(['PUT']);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(patches).toEqual([
      { username: 'ada_l', fullName: 'Augusta Ada King', language: 'en', onboarded: true },
    ]);
    expect(auth.refreshProfile).toHaveBeenCalledOnce();
    // Many keystrokes and five steps: slow on a busy machine.
  }, 20_000);

  it('moves on a step with Enter instead of finishing early', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'ada_l{Enter}');
    expect(await screen.findByText('Step 2 of 5')).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('keeps a username that breaks the rule on its step, saying why', async () => {
    const user = userEvent.setup();
    renderOnboarding();
    const username = await screen.findByLabelText('Username');
    await user.clear(username);
    await user.type(username, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Use 3–30 lowercase letters, digits or underscores.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('switches the interface language as soon as one is chosen', async () => {
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage').mockResolvedValue(i18n.t);
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByText('Step 1 of 5');
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(changeLanguage).toHaveBeenCalledWith('de');
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
  });

  it('returns to the username step when the server says it was taken meanwhile', async () => {
    patchAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'CONFLICT',
            message: 'Username is taken',
            details: [{ path: 'username', message: 'Username is taken' }],
          },
        },
        409,
      );
    const user = userEvent.setup();
    renderOnboarding();
    await screen.findByText('Step 1 of 5');
    for (let step = 0; step < 4; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('That username is already taken.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Step 1 of 5')).toBeInTheDocument());
    expect(auth.refreshProfile).not.toHaveBeenCalled();
  });
});
