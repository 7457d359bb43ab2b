import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Comment } from '@waymark/shared/engage/contracts';
import type { TimelineItem } from '@waymark/shared/timeline/contracts';
import { TimelinePage } from '@/features/timeline/pages/timeline-page';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { toast } from '@/ui/toast/toast-store';

const auth = vi.hoisted(() => {
  const state: { user: { id: string } | null } = {
    user: { id: '11111111-1111-4111-8111-111111111111' },
  };
  return state;
});
vi.mock('@/lib/auth/auth-context', () => ({
  useAuthContext: () => ({ user: auth.user, loading: false }),
}));

const ada = {
  id: '0b7f5c2e-1d7a-4f4e-8f8e-2a9e1c3b4d5f',
  username: 'ada',
  fullName: 'Ada',
  avatarUrl: null,
};
const item: TimelineItem = {
  id: '6f1c2a52-8a4e-4c0e-9b7a-3d0f3c9f0a11',
  verb: 'journey.created',
  createdAt: new Date().toISOString(),
  actor: ada,
  stepCount: 1,
  stepTitles: [],
  entry: null,
  journey: {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    title: 'Learn Spanish',
    category: 'learning',
    status: 'active',
    progress: 0,
  },
  pictures: [],
  project: null,
  cheers: { count: 2, cheeredByMe: false },
  commentCount: 1,
};
const comment: Comment = {
  id: '7a1c2a52-8a4e-4c0e-9b7a-3d0f3c9f0a11',
  activityId: item.id,
  author: { ...ada, id: '22222222-2222-4222-8222-222222222222', username: 'bob', fullName: 'Bob' },
  body: 'Go @ada, and hi @nobody',
  mentions: [{ id: ada.id, username: 'ada' }],
  pending: true,
  createdAt: new Date().toISOString(),
  canDelete: true,
  canApprove: true,
};

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/timeline']}>
      <TimelinePage />
    </MemoryRouter>,
  );

const timeline = () => jsonResponse({ items: [item], nextCursor: null });

describe('cheers and comments on a timeline card', { timeout: 20_000 }, () => {
  it('cheers at once and takes it back when the server says no', async () => {
    let answer: () => Response = () =>
      jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500);
    let release: () => void = () => undefined;
    mockFetch({
      '/api/timeline': timeline,
      [`/api/activities/${item.id}/cheer`]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(answer());
        }),
    });
    renderPage();
    const cheer = await screen.findByRole('button', { name: /Cheer/, pressed: false });
    expect(cheer).toHaveTextContent('2 cheers');
    await userEvent.click(cheer);
    // Optimistic: pressed with the new count before the server answers.
    expect(await screen.findByRole('button', { name: /Cheer/, pressed: true })).toHaveTextContent(
      '3 cheers',
    );
    release();
    expect(await screen.findByRole('button', { name: /Cheer/, pressed: false })).toHaveTextContent(
      '2 cheers',
    );

    answer = () => jsonResponse({ count: 3, cheeredByMe: true });
    await userEvent.click(screen.getByRole('button', { name: /Cheer/ }));
    release();
    expect(await screen.findByRole('button', { name: /Cheer/, pressed: true })).toHaveTextContent(
      '3 cheers',
    );
  });

  it('opens the thread with linked mentions, the pending mark and approve and delete', async () => {
    mockFetch({
      '/api/timeline': timeline,
      [`/api/activities/${item.id}/comments`]: () =>
        jsonResponse({ items: [comment], nextCursor: null }),
    });
    renderPage();
    const toggle = await screen.findByRole('button', { name: '1 comment' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const thread = await screen.findByRole('list', { name: 'Comments on this activity' });
    const entry = within(thread).getByRole('article', { name: 'Comment by Bob' });
    expect(within(entry).getByRole('link', { name: '@ada' })).toHaveAttribute(
      'href',
      `/profile/${ada.id}`,
    );
    expect(within(entry).queryByRole('link', { name: '@nobody' })).not.toBeInTheDocument();
    expect(within(entry).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    await userEvent.click(within(entry).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this comment?' })).toBeInTheDocument();
  });

  it('suggests people I follow after @, picked with the keyboard, and sends the comment', async () => {
    const sent: unknown[] = [];
    mockFetch({
      '/api/timeline': timeline,
      [`/api/activities/${item.id}/comments`]: async (request) => {
        if (request.method === 'POST') {
          sent.push(await request.json());
          return jsonResponse({ ...comment, pending: false, body: 'Hi @ada' }, 201);
        }
        return jsonResponse({ items: [], nextCursor: null });
      },
      '/api/profiles/11111111-1111-4111-8111-111111111111/following': () =>
        jsonResponse({
          items: [
            ada,
            {
              ...ada,
              id: '33333333-3333-4333-8333-333333333333',
              username: 'adam',
              fullName: 'Adam',
            },
          ],
          nextCursor: null,
        }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '1 comment' }));
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'Hi @ad');
    const list = await screen.findByRole('listbox', { name: 'People you follow' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue('Hi @ada ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(sent).toEqual([{ body: 'Hi @ada' }]));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows my comment at once and takes it out, giving the text back, when the server refuses', async () => {
    let release: () => void = () => undefined;
    mockFetch({
      '/api/timeline': timeline,
      [`/api/activities/${item.id}/comments`]: (request) =>
        request.method === 'POST'
          ? new Promise<Response>((resolve) => {
              release = () =>
                resolve(
                  jsonResponse({ error: { code: 'FORBIDDEN', message: 'Comments are off' } }, 403),
                );
            })
          : jsonResponse({ items: [], nextCursor: null }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '1 comment' }));
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'Lovely');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // Optimistic: in the thread, waiting, and counted on the card before the server answers.
    const thread = await screen.findByRole('list', { name: 'Comments on this activity' });
    expect(within(thread).getByText('Lovely')).toBeInTheDocument();
    expect(within(thread).getByTestId('waiting-to-sync')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 comments' })).toBeInTheDocument();
    expect(box).toHaveValue('');
    const toastError = vi.spyOn(toast, 'error');
    release();
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Your comment couldn't be sent. Please try again."),
    );
    await waitFor(() => expect(screen.queryByTestId('waiting-to-sync')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: /Comment by/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 comment' })).toBeInTheDocument();
    expect(box).toHaveValue('Lovely');
  });

  it('says so when the comment is empty', async () => {
    mockFetch({
      '/api/timeline': timeline,
      [`/api/activities/${item.id}/comments`]: () => jsonResponse({ items: [], nextCursor: null }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '1 comment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write something before sending.');
  });

  it('shows a visitor the count and the thread, and asks them to sign in to take part', async () => {
    auth.user = null;
    mockFetch({
      '/api/timeline': timeline,
      [`/api/activities/${item.id}/comments`]: () =>
        jsonResponse({
          items: [{ ...comment, pending: false, canDelete: false, canApprove: false }],
          nextCursor: null,
        }),
    });
    renderPage();
    expect(await screen.findByText('2 cheers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cheer/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1 comment' }));
    expect(await screen.findByRole('article', { name: 'Comment by Bob' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to cheer and comment' })).toHaveAttribute(
      'href',
      '/login',
    );
    auth.user = { id: '11111111-1111-4111-8111-111111111111' };
  });
});
