import { fireEvent, screen } from '@testing-library/react';
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
  entry: null,
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
  pictures: [],
};

const cover = `/api/files/j_${grouped.journey!.id}_c0ffee.webp`;
const summit = `/api/files/j_${grouped.journey!.id}_5a11.webp`;
const suggestion = {
  id: '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a',
  username: 'ines',
  fullName: 'Inés',
  avatarUrl: null,
  following: 'none',
  reason: 'similarCategories',
  mutualCount: 0,
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

  it("shows a step's pictures lazily, in fixed frames, with alt text; a removed one says so", async () => {
    auth.user = { id: 'me' };
    const pictured: TimelineItem = {
      ...grouped,
      pictures: [
        { kind: 'cover', url: cover, alt: null, width: null, height: null },
        { kind: 'step', url: summit, alt: 'The summit at dawn', width: 800, height: 600 },
        { kind: 'step', url: summit.replace('5a11', '5a12'), alt: null, width: null, height: null },
      ],
    };
    mockFetch({ '/api/timeline': () => jsonResponse({ items: [pictured], nextCursor: null }) });
    renderPage();
    const first = await screen.findByRole('img', { name: 'The summit at dawn' });
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '600');
    const second = screen.getByRole('img', { name: 'A picture from Learn Spanish' });
    expect(second).toHaveAttribute('width', '600');
    // The cover stays off a card that has step pictures.
    expect(screen.queryByRole('img', { name: 'Cover of Learn Spanish' })).not.toBeInTheDocument();
    fireEvent.error(second);
    expect(await screen.findByText('This picture was removed.')).toBeInTheDocument();
  });

  it('shows the cover on a card without step pictures', async () => {
    auth.user = { id: 'me' };
    const covered: TimelineItem = {
      ...grouped,
      pictures: [{ kind: 'cover', url: cover, alt: null, width: null, height: null }],
    };
    mockFetch({ '/api/timeline': () => jsonResponse({ items: [covered], nextCursor: null }) });
    renderPage();
    const image = await screen.findByRole('img', { name: 'Cover of Learn Spanish' });
    expect(image).toHaveAttribute('src', cover);
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('offers people to follow on an empty Following tab instead of a blank state', async () => {
    auth.user = { id: 'me' };
    mockFetch({
      '/api/timeline': () => jsonResponse({ items: [], nextCursor: null }),
      '/api/discover/people': () => jsonResponse({ people: [suggestion] }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Follow people and journeys you like' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow Inés' })).toBeInTheDocument();
    expect(screen.getByText('Shares journeys in your categories')).toBeInTheDocument();
    expect(screen.queryByText('Nothing from the people you follow yet')).not.toBeInTheDocument();
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
