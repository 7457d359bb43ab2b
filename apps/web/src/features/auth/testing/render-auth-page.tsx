import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AuthProvider } from '@/lib/auth/auth-context';
import { renderWithProviders } from '@/test/render';

/** Stands in for any page an auth page navigates to, showing where it landed. */
function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`${pathname}${search}`}</p>;
}

/** Renders an auth page at `url` inside the auth context and a router that records where it goes. */
export function renderAuthPage(path: string, Page: ComponentType, url: string = path) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: Landed },
    ],
    { initialEntries: [url] },
  );
  renderWithProviders(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}
