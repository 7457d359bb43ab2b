import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentlyDeleted } from '@/features/journeys/components/recently-deleted';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';

import { renderWithProviders } from '@/test/render';
import { resetToasts } from '@/ui/toast/toast-store';

vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

const page = (items: unknown[]) => () => jsonResponse({ items, nextCursor: null });

afterEach(() => resetToasts());

describe('RecentlyDeleted', () => {
  it('says so when nothing was deleted', async () => {
    mockFetch({ '/api/journeys/deleted': page([]) });
    renderWithProviders(<RecentlyDeleted />);
    expect(await screen.findByText('Nothing was deleted lately')).toBeInTheDocument();
  });
});
