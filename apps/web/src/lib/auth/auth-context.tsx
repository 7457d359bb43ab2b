import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { createAuthStore } from '@/lib/auth/auth-store';
import type { AuthContextValue, KnownPerson } from '@/lib/auth/auth-types';

export type {
  AuthContextValue,
  AuthProfile,
  AuthSession,
  AuthUser,
  AssuranceLevel,
  KnownPerson,
} from '@/lib/auth/auth-types';
export { AUTH_TEST_TIMEOUT_MESSAGE, PROFILE_FETCH_TIMEOUT_MESSAGE } from '@/lib/auth/auth-store';

export const OUTSIDE_PROVIDER_MESSAGE = 'useAuthContext must be used within an AuthProvider';

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  children: ReactNode;
  /** The person whose reads this device kept: the app starts signed in as them. */
  knownPerson?: KnownPerson | null;
  /** Also forgets what the device keeps of the account (the app's kept reads and caches). */
  onSignedOut?: () => void;
}

export function AuthProvider({ children, knownPerson = null, onSignedOut }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  // Cached data belongs to the account that fetched it.
  const [store] = useState(() =>
    createAuthStore({
      knownPerson,
      onSignedOut: () => {
        queryClient.clear();
        onSignedOut?.();
      },
    }),
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => store.start(), [store]);

  // Spec §4: signed in, the interface speaks the profile's language.
  const profileLanguage = state.user ? state.profile?.language : undefined;
  useEffect(() => {
    if (!profileLanguage) return;
    const supported = i18n.options.supportedLngs;
    const isSupported = !supported || supported.includes(profileLanguage);
    if (isSupported && i18n.resolvedLanguage !== profileLanguage) {
      void i18n.changeLanguage(profileLanguage);
    }
  }, [i18n, profileLanguage]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      refreshProfile: store.refreshProfile,
      refreshSession: store.loadSession,
      signOut: store.signOut,
      getAccessToken: store.getAccessToken,
    }),
    [state, store],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
