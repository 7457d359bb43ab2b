import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A day rather than five minutes: what is dropped from memory is dropped from the kept
      // reads at the next save too (issue 32), and a main screen seen this morning should
      // still open at once tonight.
      gcTime: 24 * 60 * 60 * 1000,
    },
  },
});
