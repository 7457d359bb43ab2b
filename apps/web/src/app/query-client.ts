import { onlineManager, QueryClient } from '@tanstack/react-query';

// TanStack Query assumes "online" until the browser says otherwise: a tab opened offline (the
// installable app, issue 19; kept reads, issue 32) must know it from the start, so queries
// wait instead of failing and the page says it shows saved data.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Offline, a query still asks once before it pauses: the service worker's read cache
      // answers what the device kept no copy of (a page read before, opened in a new tab).
      networkMode: 'offlineFirst',
      // A day rather than five minutes: what is dropped from memory is dropped from the kept
      // reads at the next save too (issue 32), and a main screen seen this morning should
      // still open at once tonight.
      gcTime: 24 * 60 * 60 * 1000,
    },
  },
});
