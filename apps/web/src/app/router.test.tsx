import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routePatterns } from '@waymark/shared/routes';
import { ChatErrorBoundary } from '@/app/errors/route-error-boundary';
import { appRoutes, loadLaterRoutes, patchRoutesOnNavigation } from '@/app/router';
import { AuthProvider } from '@/lib/auth/auth-context';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';

const signedOutBody = { error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } };
import { renderWithProviders } from '@/test/render';

function renderAt(path: string) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation,
  });
  renderWithProviders(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

beforeEach(() => {
  mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    '/api/auth/token': () => jsonResponse(signedOutBody, 401),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app routes', () => {
  it('lists every screen of the spec under the main layout', async () => {
    const [root] = appRoutes;
    const later = await loadLaterRoutes();
    // A screen may sit under a feature's own layout route (the workspace's sidebar).
    const flatten = (routes: RouteObject[]): RouteObject[] =>
      routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
    const pages = flatten([...(root?.children?.[0]?.children ?? []), ...later]);
    const paths = pages
      .filter((route) => route.index || route.path)
      .map((route) => (route.index ? '/' : route.path));
    expect(paths).toEqual(expect.arrayContaining([...Object.values(routePatterns), '*']));
  });

  it('gives chat an error boundary of its own, with a way home', async () => {
    const chat = (await loadLaterRoutes()).find((route) => route.path === '/chat');
    expect(chat?.ErrorBoundary).toBe(ChatErrorBoundary);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crashing = (): never => {
      throw new Error('Chat socket closed');
    };
    const router = createMemoryRouter(
      [{ path: '/chat', Component: Crashing, ErrorBoundary: ChatErrorBoundary }],
      { initialEntries: ['/chat'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the home page at /', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Turn big goals into journeys you actually finish',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('redirects /journey/:id to /journeys/:id, keeping the id', async () => {
    const router = renderAt('/journey/abc-123?tab=steps');
    // The route table beyond the landing pages is its own chunk, fetched on this first navigation.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/journeys/abc-123'), {
      timeout: 5_000,
    });
    expect(router.state.location.search).toBe('?tab=steps');
  });

  it('shows a real not-found page, inside the layout, for unknown addresses', async () => {
    renderAt('/no/such/page');
    // The later routes are fetched first: one of them might have matched.
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { name: "We couldn't find that page" }),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('keeps the layout when a page crashes (/test-safari?crash=1)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/test-safari?crash=1');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Simulated crash from the diagnostics page')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('crashes the diagnostics page on demand with "Simulate a crash"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/test-safari');
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate a crash' }));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });
});
