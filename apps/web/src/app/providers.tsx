import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '@/app/query-client';
import { i18n } from '@/i18n/setup';
import { AuthProvider, useAuthContext } from '@/lib/auth/auth-context';
import { RealtimeConnection } from '@/lib/realtime';
import { useThemeOnDocument } from '@/lib/theme';
import { ToastOutlet } from '@/ui/toast/toast-outlet';

/** One realtime socket for the tab while someone is signed in. */
function LiveUpdates() {
  const { user } = useAuthContext();
  return <RealtimeConnection userId={user?.id ?? null} />;
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
