import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/setup';
import {
  AUTH_TEST_TIMEOUT_MESSAGE,
  AuthProvider,
  OUTSIDE_PROVIDER_MESSAGE,
  PROFILE_FETCH_TIMEOUT_MESSAGE,
  useAuthContext,
  type KnownPerson,
} from '@/lib/auth/auth-context';
import {
  fakeAccessToken,
  meBody,
  signedInHandlers,
  signedOutHandlers,
  testUser,
} from '@/lib/auth/test-helpers';
import { hangingFetch, jsonResponse, mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';

/** Shows the context as text, and exposes its actions as buttons. */
function Probe() {
  const auth = useAuthContext();
  return (
    <div>
      <p data-testid="state">
        {JSON.stringify({
          loading: auth.loading,
          checking: auth.checking,
          user: auth.user?.email ?? null,
          aal: auth.session?.aal ?? null,
          hasToken: !!auth.session?.access_token,
          profile: auth.profile?.fullName ?? null,
        })}
      </p>
      <button type="button" onClick={() => void auth.signOut()}>
        sign out
      </button>
      <button type="button" onClick={() => void auth.refreshProfile()}>
        refresh profile
      </button>
    </div>
  );
}

function renderProvider({
  knownPerson,
  onSignedOut,
}: { knownPerson?: KnownPerson; onSignedOut?: () => void } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createTestQueryClient()}>
        <AuthProvider knownPerson={knownPerson} onSignedOut={onSignedOut}>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const state = () =>
  JSON.parse(screen.getByTestId('state').textContent ?? '{}') as {
    loading: boolean;
    checking: boolean;
    user: string | null;
    aal: string | null;
    hasToken: boolean;
    profile: string | null;
  };

/** Lets pending promises (fetch answers, state updates) settle under fake timers. */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('AuthProvider', () => {
  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(OUTSIDE_PROVIDER_MESSAGE);
    expect(OUTSIDE_PROVIDER_MESSAGE).toBe('useAuthContext must be used within an AuthProvider');
  });

  it('starts loading, then holds nobody when the session check says 401', async () => {
    mockFetch(signedOutHandlers);
    renderProvider();
    expect(state().loading).toBe(true);
    await settle();
    expect(state()).toEqual({
      loading: false,
      checking: false,
      user: null,
      aal: null,
      hasToken: false,
      profile: null,
    });
  });

  it('holds the user, a session with the access token and aal, and the profile', async () => {
    mockFetch(signedInHandlers(meBody({ aal: { current: 'aal2', next: 'aal2' } })));
    renderProvider();
    await settle();
    expect(state()).toEqual({
      loading: false,
      checking: false,
      user: testUser.email,
      aal: 'aal2',
      hasToken: true,
      profile: 'Ada Lovelace',
    });
  });

  it('leaves the profile empty when the account has no profile row', async () => {
    mockFetch(signedInHandlers(meBody({ profile: null })));
    renderProvider();
    await settle();
    expect(state()).toMatchObject({ user: testUser.email, profile: null });
  });

  it('clears everything and stops loading on a session error', async () => {
    mockFetch({
      '/api/auth/token': () =>
        jsonResponse({ error: { code: 'DB_UNAVAILABLE', message: 'Database unavailable' } }, 503),
    });
    renderProvider();
    await settle();
    expect(state()).toEqual({
      loading: false,
      checking: false,
      user: null,
      aal: null,
      hasToken: false,
      profile: null,
    });
  });

  it('gives up the session check after 5 s with "Auth test timeout", usable signed out', async () => {
    mockFetch({ '/api/auth/token': hangingFetch });
    renderProvider();
    await settle(4_999);
    expect(state().loading).toBe(true);
    expect(warn).not.toHaveBeenCalledWith(AUTH_TEST_TIMEOUT_MESSAGE);

    await settle(1);
    expect(AUTH_TEST_TIMEOUT_MESSAGE).toBe('Auth test timeout');
    expect(warn).toHaveBeenCalledWith('Auth test timeout');
    // Unknown, not signed out: the app goes on, the check keeps waiting for its answer.
    expect(state()).toMatchObject({ loading: false, checking: true, user: null });
  });

  it('keeps a person whose session check answers after the time limit (7 s)', async () => {
    const slowToken = () =>
      new Promise<Response>((resolve) => {
        setTimeout(() => resolve(jsonResponse({ token: fakeAccessToken() })), 7_000);
      });
    mockFetch({ ...signedInHandlers(meBody()), '/api/auth/token': slowToken });
    renderProvider();
    await settle(5_000);
    expect(warn).toHaveBeenCalledWith('Auth test timeout');
    expect(state()).toMatchObject({ loading: false, checking: true, user: null });

    await settle(2_000);
    expect(state()).toMatchObject({ loading: false, checking: false, user: testUser.email });
  });

  it('signs out only when every retried check has failed', async () => {
    let calls = 0;
    mockFetch({
      '/api/auth/token': () => {
        calls += 1;
        return new Promise<Response>((_resolve, reject) => {
          setTimeout(() => reject(new TypeError('Failed to fetch')), 6_000);
        });
      },
    });
    renderProvider();
    await settle(5_000);
    expect(state()).toMatchObject({ checking: true, user: null });
    await settle(30_000);
    expect(calls).toBe(4);
    expect(state()).toMatchObject({ loading: false, checking: false, user: null });
  });

  it('gives up the profile after 10 s with its message, keeping the user', async () => {
    mockFetch({
      '/api/auth/token': () => jsonResponse({ token: fakeAccessToken() }),
      '/api/me': hangingFetch,
    });
    renderProvider();
    await settle();
    expect(state()).toMatchObject({ loading: false, user: testUser.email, profile: null });

    await settle(9_999);
    expect(warn).not.toHaveBeenCalledWith(PROFILE_FETCH_TIMEOUT_MESSAGE);
    await settle(1);
    expect(PROFILE_FETCH_TIMEOUT_MESSAGE).toBe('Profile fetch timeout after 10 seconds');
    expect(warn).toHaveBeenCalledWith('Profile fetch timeout after 10 seconds');
    expect(state()).toMatchObject({ user: testUser.email, profile: null });
  });

  it('switches the interface to the profile language when signed in', async () => {
    mockFetch(signedInHandlers(meBody({ profile: { language: 'de' } })));
    renderProvider();
    await settle();
    expect(i18n.language).toBe('de');
  });

  it('renews the token at a keep-alive check once it expires within 90 s', async () => {
    let issued = 0;
    const fetchMock = mockFetch({
      '/api/auth/token': () => {
        issued += 1;
        // The first token has two minutes left; later ones the full fifteen.
        const exp = Math.floor(Date.now() / 1000) + (issued === 1 ? 120 : 15 * 60);
        return jsonResponse({ token: fakeAccessToken({ exp }) });
      },
      '/api/me': () => jsonResponse(meBody()),
    });
    renderProvider();
    await settle();
    expect(issued).toBe(1);

    await settle(30_000); // 90 s left: refresh now
    expect(issued).toBe(2);
    await settle(30_000); // a fresh token: nothing to do
    expect(issued).toBe(2);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/me')).toHaveLength(1);
  });

  it('signs out: tells the server, clears the state and tells the other tabs', async () => {
    vi.useRealTimers();
    const fetchMock = mockFetch({
      ...signedInHandlers(),
      '/api/auth/sign-out': () => jsonResponse({ success: true }),
    });
    const otherTab = new BroadcastChannel('waymark-auth');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
    renderProvider();
    await screen.findByText(/"user":"ada@example.com"/);

    act(() => screen.getByRole('button', { name: 'sign out' }).click());
    // Telling the other tabs is the last step of signing out.
    await waitFor(() => expect(heard).toContain('signed-out'));
    expect(state()).toMatchObject({ user: null, hasToken: false, profile: null });
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/sign-out')).toBe(true);
    otherTab.close();
  });

  it('follows sign-out and profile changes made in another tab', async () => {
    vi.useRealTimers();
    let fullName = 'Ada Lovelace';
    mockFetch({
      '/api/auth/token': () => jsonResponse({ token: fakeAccessToken() }),
      '/api/me': () => jsonResponse(meBody({ profile: { fullName } })),
    });
    const otherTab = new BroadcastChannel('waymark-auth');
    renderProvider();
    await screen.findByText(/"profile":"Ada Lovelace"/);

    fullName = 'Augusta Ada King';
    otherTab.postMessage('profile-updated');
    await screen.findByText(/"profile":"Augusta Ada King"/);

    otherTab.postMessage('signed-out');
    await screen.findByText(/"user":null/);
    otherTab.close();
  });

  describe('with the person this device kept (issue 32)', () => {
    const kept: KnownPerson = {
      user: { ...testUser, emailVerified: true },
      profile: {
        id: testUser.id,
        username: 'ada',
        fullName: 'Ada (kept)',
        avatarUrl: null,
        language: 'en',
      },
    };

    it('starts signed in as them, before the session check answers', () => {
      mockFetch({ '/api/auth/token': hangingFetch });
      renderProvider({ knownPerson: kept });
      expect(state()).toMatchObject({
        loading: false,
        user: testUser.email,
        profile: 'Ada (kept)',
        hasToken: false,
      });
    });

    it('keeps them when the server confirms, and takes the fresh profile', async () => {
      const onSignedOut = vi.fn();
      mockFetch(signedInHandlers());
      renderProvider({ knownPerson: kept, onSignedOut });
      await settle();
      expect(state()).toMatchObject({
        user: testUser.email,
        hasToken: true,
        profile: testUser.name,
      });
      expect(onSignedOut).not.toHaveBeenCalled();
    });

    it('signs them out and forgets what the device kept when the server says nobody is signed in', async () => {
      const onSignedOut = vi.fn();
      mockFetch(signedOutHandlers);
      renderProvider({ knownPerson: kept, onSignedOut });
      await settle();
      expect(state().user).toBeNull();
      expect(onSignedOut).toHaveBeenCalledTimes(1);
    });

    it('keeps showing them offline, and checks again once back online', async () => {
      let isOnline = false;
      const onSignedOut = vi.fn();
      mockFetch({
        '/api/auth/token': () =>
          isOnline
            ? jsonResponse({ token: fakeAccessToken() })
            : Promise.reject(new TypeError('Failed to fetch')),
        '/api/me': () => jsonResponse(meBody()),
      });
      renderProvider({ knownPerson: kept, onSignedOut });
      await settle();
      expect(state()).toMatchObject({ user: testUser.email, hasToken: false });

      isOnline = true;
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(state()).toMatchObject({ user: testUser.email, hasToken: true });
      expect(onSignedOut).not.toHaveBeenCalled();
    });
  });
});
