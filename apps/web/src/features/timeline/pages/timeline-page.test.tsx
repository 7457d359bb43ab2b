import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineItem } from '@waymark/shared/timeline/contracts';
import { TimelinePage } from '@/features/timeline/pages/timeline-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

const auth = vi.hoisted(() => {
  const state: { user: { id: string } | null } = { user: { id: 'me' } };
  return state;
});
vi.mock('@/lib/auth/auth-context', () => ({
  useAuthContext: () => ({ user: auth.user, loading: false }),
}));

const grouped: TimelineItem = {
  id: '6f1c2a52-8a4e-4c0e-9b7a-3d0f3c9f0a11',
  verb: 'step.completed',
  createdAt: new Date().toISOString(),
  actor: {
    id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
    username: 'ada',
    fullName: 'Ada',
    avatarUrl: null,
  },
  stepCount: 3,
  stepTitles: ['Past tense', 'Numbers', 'Greetings'],
  journey: {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    title: 'Learn Spanish',
    category: 'learning',
    status: 'active',
    progress: 60,
  },
  project: null,
  cheers: { count: 2, cheeredByMe: false },
  commentCount: 0,
};

const renderPage = (path = '/timeline') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <TimelinePage />
    </MemoryRouter>,
  );

describe('TimelinePage', () => {
  it('shows steps completed in a row as one card with the journey and its progress', async () => {
    auth.user = { id: 'me' };
    mockFetch({ '/api/timeline': () => jsonResponse({ items: [grouped], nextCursor: null }) });
    renderPage();
    expect(await screen.findByText('completed 3 steps')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn Spanish' })).toHaveAttribute(
      'href',
      `/journeys/${grouped.journey!.id}`,
    );
    expect(screen.getByRole('progressbar', { name: 'Progress of Learn Spanish' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByText("You've reached the very first activity.")).toBeInTheDocument();
  });

  it('gives a visitor the public tab alone, and says when it is empty', async () => {
    auth.user = null;
    const fetched: string[] = [];
    mockFetch({
      '/api/timeline': (request) => {
        fetched.push(new URL(request.url).search);
        return jsonResponse({ items: [], nextCursor: null });
      },
    });
    renderPage('/timeline?tab=mine');
    expect(await screen.findByText('No public activity yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Everyone', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Following' })).not.toBeInTheDocument();
    expect(fetched.every((search) => search.includes('tab=everyone'))).toBe(true);
  });
});
