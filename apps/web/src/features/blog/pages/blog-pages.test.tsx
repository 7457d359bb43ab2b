import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from '@waymark/shared/routes';
import { BlogListPage } from '@/features/blog/pages/blog-list-page';
import { BlogPostPage } from '@/features/blog/pages/blog-post-page';
import {
  hangingFetch,
  jsonResponse,
  mockFetch,
  publicConfigBody,
  type FetchHandler,
} from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

const summary = {
  slug: 'introducing-waymark',
  title: 'Introducing Waymark',
  summary: 'Why we built it.',
  date: '2026-11-03',
  author: 'The Waymark team',
};
const post = { ...summary, html: '<p>Most goals do not fail on <strong>day one</strong>.</p>' };

function renderAt(path: string, handlers: Record<string, FetchHandler>) {
  mockFetch({ '/api/public-config': () => jsonResponse(publicConfigBody), ...handlers });
  const router = createMemoryRouter(
    [
      { path: routePatterns.blog, Component: BlogListPage },
      { path: routePatterns.blogPost, Component: BlogPostPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('blog list', () => {
  it('shows Loading... until the posts arrive', () => {
    renderAt('/blog', { '/api/blog': hangingFetch });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('lists the posts with date and author, each opening its post', async () => {
    const user = userEvent.setup();
    renderAt('/blog', {
      '/api/blog': () => jsonResponse({ posts: [summary] }),
      '/api/blog/introducing-waymark': () => jsonResponse(post),
    });

    const link = await screen.findByRole('link', { name: 'Introducing Waymark' });
    expect(screen.getByText('November 3, 2026')).toHaveAttribute('datetime', '2026-11-03');
    expect(screen.getByText('By The Waymark team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe with RSS' })).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Introducing Waymark' }));
    expect(screen.getByText('day one')).toBeInTheDocument();
  });

  it('offers to try again when the posts cannot be loaded', async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderAt('/blog', {
      '/api/blog': () =>
        isDown
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Internal server error' } }, 500)
          : jsonResponse({ posts: [summary] }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('The posts could not be loaded.');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Introducing Waymark' })).toBeInTheDocument();
  });
});

describe('blog post', () => {
  it('renders the post and names it in the document title', async () => {
    renderAt('/blog/introducing-waymark', {
      '/api/blog/introducing-waymark': () => jsonResponse(post),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Introducing Waymark' }));
    expect(document.title).toBe('Introducing Waymark · Waymark blog');
    expect(screen.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
  });

  it('shows the not-found page for a post that does not exist', async () => {
    renderAt('/blog/no-such-post', {});
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }));
  });
});
