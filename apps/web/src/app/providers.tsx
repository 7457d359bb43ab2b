import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { forgetOfflineData } from '@/app/pwa/read-cache';
import { queryClient } from '@/app/query-client';
import { i18n } from '@/i18n/setup';
import { AuthProvider, useAuthContext, type KnownPerson } from '@/lib/auth/auth-context';
import { useThemeOnDocument } from '@/lib/theme';
import { ToastOutlet } from '@/ui/toast/toast-outlet';

// Loaded once someone is signed in: visitors (the home page's first load) never download the
// socket client and the frame schemas it parses with.
const RealtimeConnection = lazy(async () => ({
  default: (await import('@/lib/realtime/realtime-connection')).RealtimeConnection,
}));
const KeepReadsWhileSignedIn = lazy(async () => ({
  default: (await import('@/app/kept-reads/keep-reads-while-signed-in')).KeepReadsWhileSignedIn,
}));

/**
 * One realtime socket for the tab while someone is signed in, and their reads kept on the
 * device (issue 32).
 */
function LiveUpdates() {
  const { user } = useAuthContext();
  if (!user) return null;
  return (
    <>
      <Suspense fallback={null}>
        <RealtimeConnection userId={user.id} />
      </Suspense>
      <Suspense fallback={null}>
        <KeepReadsWhileSignedIn />
      </Suspense>
    </>
  );
}

function ThemeOnDocument() {
  useThemeOnDocument();
  return null;
}

/** Every way out of an account (sign-out, deletion, a session ended elsewhere) lands here. */
function forgetTheDevice() {
  void forgetOfflineData();
}

export function AppProviders({
  children,
  knownPerson = null,
}: {
  children: ReactNode;
  /** The person whose reads the device kept, restored before this first render (main.tsx). */
  knownPerson?: KnownPerson | null;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider knownPerson={knownPerson} onSignedOut={forgetTheDevice}>
          <ThemeOnDocument />
          <LiveUpdates />
          {children}
          <ToastOutlet />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
