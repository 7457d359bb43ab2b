import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '@/app/query-client';
import { i18n } from '@/i18n/setup';
import { AuthProvider, useAuthContext } from '@/lib/auth/auth-context';
import { useThemeOnDocument } from '@/lib/theme';
import { ToastOutlet } from '@/ui/toast/toast-outlet';

// Loaded once someone is signed in: visitors (the home page's first load) never download the
// socket client and the frame schemas it parses with.
const RealtimeConnection = lazy(async () => ({
  default: (await import('@/lib/realtime/realtime-connection')).RealtimeConnection,
}));

/** One realtime socket for the tab while someone is signed in. */
function LiveUpdates() {
  const { user } = useAuthContext();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeConnection userId={user.id} />
    </Suspense>
  );
}

function ThemeOnDocument() {
  useThemeOnDocument();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <ThemeOnDocument />
          <LiveUpdates />
          {children}
          <ToastOutlet />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
