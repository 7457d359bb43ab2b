import {
  AUTH_TEST_TIMEOUT_MS,
  PROFILE_FETCH_TIMEOUT_MS,
  SESSION_CHECK_INTERVAL_MS,
} from '@waymark/shared/limits';
import { broadcastAuthChange, subscribeToAuthChanges } from '@/lib/auth/auth-broadcast';
import {
  fetchAccessToken,
  fetchMe,
  postSignOut,
  type AccessTokenResult,
} from '@/lib/auth/auth-requests';
import type { AuthProfile, AuthSession, AuthUser, KnownPerson } from '@/lib/auth/auth-types';
import { shouldRefreshToken } from '@/lib/auth/keep-alive';
import { applyReducedMotion } from '@/lib/motion';

/** Logged when the start-up session check runs past its 5 s limit (spec §9). */
export const AUTH_TEST_TIMEOUT_MESSAGE = 'Auth test timeout';
/** Logged when the profile does not arrive within 10 s (spec §9). */
export const PROFILE_FETCH_TIMEOUT_MESSAGE = 'Profile fetch timeout after 10 seconds';

export interface AuthState {
  user: AuthUser | null;
  session: AuthSession | null;
  profile: AuthProfile | null;
  loading: boolean;
  /**
   * The first session check ran past its time limit and goes on: whether someone is signed
   * in is unknown, not "no". Public pages carry on; protected ones wait instead of sending a
   * signed-in person to the login page.
   */
  checking: boolean;
}

const signedOut: AuthState = {
  user: null,
  session: null,
  profile: null,
  loading: false,
  checking: false,
};
/** How many more session checks a timed-out first check may start, one per time limit. */
const SESSION_CHECK_RETRIES = 3;

export interface AuthStore {
  getSnapshot: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** The first session check, then cross-tab changes and the keep-alive. Returns the stop. */
  start: () => () => void;
  loadSession: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  signOut: () => Promise<void>;
  getAccessToken: () => Promise<string | null>;
}

/** Runs `work` with an abort signal that fires after `ms`; `onTimeout` runs at that moment. */
async function withTimeLimit<T>(
  ms: number,
  onTimeout: () => void,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    onTimeout();
    controller.abort();
  }, ms);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The account state of spec §4 outside React, so its timing rules are plain code and the
 * provider only subscribes. `onSignedOut` lets the app drop cached data of the old account.
 * With `knownPerson` (issue 32: the person whose reads this device kept) the app starts signed
 * in as them, so their screens draw at once; the session check then confirms them, or signs
 * them out (and their kept reads are wiped) when the server says nobody or someone else.
 */
export function createAuthStore({
  onSignedOut,
  knownPerson = null,
}: {
  onSignedOut: () => void;
  knownPerson?: KnownPerson | null;
}): AuthStore {
  let state: AuthState = knownPerson
    ? { ...signedOut, user: knownPerson.user, profile: knownPerson.profile }
    : { ...signedOut, loading: true };
  // True until the server has answered about the person the device remembered.
  let isFromDevice = knownPerson !== null;

  /**
   * The start-up session check (spec §9: 5 s). Past the limit it logs "Auth test timeout" and
   * the app goes on (`loading` ends) with the answer still awaited (`checking`): nothing is
   * aborted, and a new check starts each time limit, a few times, in case the first was lost.
   * The first answer decides; only when every check has failed is the person signed out.
   */
  function checkSessionPatiently(loadNumber: number): Promise<AccessTokenResult | null> {
    return new Promise((resolve, reject) => {
      let settled = false;
      let running = 0;
      let retriesLeft = SESSION_CHECK_RETRIES;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        finish();
      };
      const check = () => {
        running += 1;
        fetchAccessToken().then(
          (result) => settle(() => resolve(result)),
          (error: Error) => {
            running -= 1;
            if (running === 0 && (retriesLeft === 0 || !state.checking))
              settle(() => reject(error));
          },
        );
        timer = setTimeout(() => {
          if (settled || loadNumber !== generation) return;
          if (!state.checking) {
            console.warn(AUTH_TEST_TIMEOUT_MESSAGE);
            setState({ ...state, loading: false, checking: true });
          }
          if (retriesLeft > 0) {
            retriesLeft -= 1;
            check();
          }
        }, AUTH_TEST_TIMEOUT_MS);
      };
      check();
    });
  }
  const listeners = new Set<() => void>();
  // Every load gets a number; an answer that arrives after a newer load started is dropped,
  // so a slow first check can never overwrite a sign-out that happened meanwhile.
  let generation = 0;

  function setState(next: AuthState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function clear(): void {
    generation += 1;
    setState(signedOut);
  }

  async function loadProfile(loadNumber: number): Promise<void> {
    let timedOut = false;
    try {
      const me = await withTimeLimit(
        PROFILE_FETCH_TIMEOUT_MS,
        () => {
          timedOut = true;
          console.warn(PROFILE_FETCH_TIMEOUT_MESSAGE);
        },
        fetchMe,
      );
      if (loadNumber !== generation || !state.user) return;
      setState({
        ...state,
        profile: me.profile,
        session: state.session && { ...state.session, aal: me.aal.current },
      });
    } catch (error) {
      if (loadNumber !== generation) return;
      // Spec §4: a missing row, a failing request or a timeout all leave the profile empty.
      if (!timedOut) console.warn('Could not load the profile', error);
      setState({ ...state, profile: null });
    }
  }

  /** Loads the session (the access token), then the profile. */
  async function load({ timeLimit }: { timeLimit: boolean }): Promise<void> {
    generation += 1;
    const loadNumber = generation;
    try {
      const result = timeLimit ? await checkSessionPatiently(loadNumber) : await fetchAccessToken();
      if (loadNumber !== generation) return;
      isFromDevice = false;
      // Whoever this tab showed is not the one signed in (nobody, or someone else): what the
      // app holds of them goes, from memory and from the device.
      const isSomeoneElse = state.user !== null && state.user.id !== result?.user.id;
      if (!result) {
        setState(signedOut);
        if (isSomeoneElse) onSignedOut();
        return;
      }
      if (isSomeoneElse) onSignedOut();
      const sameUser = state.user?.id === result.user.id;
      setState({
        user: result.user,
        session: {
          access_token: result.token,
          expires_at: result.expiresAt,
          aal: result.aal ?? (sameUser ? state.session?.aal : undefined) ?? 'aal1',
        },
        // The same person keeps their profile while it reloads; anyone else starts empty.
        profile: sameUser ? state.profile : null,
        loading: false,
        checking: false,
      });
      await loadProfile(loadNumber);
    } catch (error) {
      if (loadNumber !== generation) return;
      console.warn('Could not load the session', error);
      // Offline, or the server failing: that is no answer about the person the device
      // remembered, so their screens stay (checked again when the browser is back online).
      if (isFromDevice) {
        setState({ ...state, loading: false, checking: false });
        return;
      }
      // Spec §4: on a session error everything is cleared and loading stops.
      setState(signedOut);
    }
  }

  /** Only the access token changes: the user and profile stay as they are. */
  async function renewToken(): Promise<string | null> {
    const loadNumber = generation;
    try {
      const result = await fetchAccessToken();
      if (loadNumber !== generation) return result?.token ?? null;
      if (!result) {
        setState(signedOut);
        onSignedOut();
        return null;
      }
      setState({
        ...state,
        user: result.user,
        session: {
          access_token: result.token,
          expires_at: result.expiresAt,
          aal: result.aal ?? state.session?.aal ?? 'aal1',
        },
      });
      return result.token;
    } catch (error) {
      // A network blip must not sign anyone out: the next check tries again.
      console.warn('Could not renew the access token', error);
      return state.session?.access_token ?? null;
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      void load({ timeLimit: true });
      const checkAgainOnline = () => {
        if (isFromDevice) void load({ timeLimit: false });
      };
      window.addEventListener('online', checkAgainOnline);
      const stopListening = subscribeToAuthChanges((change) => {
        if (change === 'signed-out') {
          clear();
          onSignedOut();
        } else if (change === 'signed-in') {
          void load({ timeLimit: false });
        } else if (state.user) {
          void loadProfile(generation);
        }
      });
      // Keep-alive (spec §9): every 30 s, renew the token once it expires within three checks.
      const keepAlive = setInterval(() => {
        const { session } = state;
        if (session && shouldRefreshToken(session.expires_at, Date.now())) void renewToken();
      }, SESSION_CHECK_INTERVAL_MS);
      return () => {
        // Whatever is still in flight is dropped (also StrictMode's trial unmount).
        generation += 1;
        stopListening();
        clearInterval(keepAlive);
        window.removeEventListener('online', checkAgainOnline);
      };
    },
    async loadSession() {
      await load({ timeLimit: false });
      broadcastAuthChange('signed-in');
    },
    async refreshProfile() {
      if (!state.user) return;
      await loadProfile(generation);
      broadcastAuthChange('profile-updated');
    },
    async signOut() {
      try {
        await postSignOut();
      } finally {
        // Even if the server could not be reached, this tab forgets the account, and the
        // device drops the account's motion choice.
        clear();
        applyReducedMotion(false);
        onSignedOut();
        broadcastAuthChange('signed-out');
      }
    },
    async getAccessToken() {
      const { session } = state;
      if (!session) return null;
      if (!shouldRefreshToken(session.expires_at, Date.now())) return session.access_token;
      return renewToken();
    },
  };
}
