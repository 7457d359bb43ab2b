import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateSubscription } from '@/features/billing/api/create-subscription';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { createTestQueryClient } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

describe('useCreateSubscription', () => {
  it('refetches everything the app shows once subscribed, as the spec’s reload would', async () => {
    mockFetch({
      '/api/billing/subscriptions': () =>
        jsonResponse({
          id: '8a4f2b7e-4b1c-4f3a-9a55-2f1c3d4e5f60',
          status: 'active',
          plan: 'monthly',
          priceId: 'waymark_pro_monthly',
          currentPeriodEnd: '2026-12-24T00:00:00.000Z',
          trialEnd: null,
          cancelAtPeriodEnd: false,
          createdAt: '2026-11-24T00:00:00.000Z',
        }),
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['dashboard'], { due: [] });
    queryClient.setQueryData(['journeys', 'list'], { items: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCreateSubscription(), { wrapper });

    await act(() => result.current.mutateAsync({ idempotencyKey: 'attempt-1' }));
    await waitFor(() => {
      expect(queryClient.getQueryState(['dashboard'])?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(['journeys', 'list'])?.isInvalidated).toBe(true);
    });
  });
});
