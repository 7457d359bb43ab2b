import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages } from '@waymark/shared/languages';
import { SiteHeader } from '@/app/layouts/site-header';
import { i18n } from '@/i18n/setup';
import { AuthProvider } from '@/lib/auth/auth-context';
import { signedInHandlers, signedOutHandlers } from '@/lib/auth/test-helpers';
import { resetToasts, useToasts } from '@/ui/toast/toast-store';
import { jsonResponse, mockFetch, publicConfigBody, type FetchHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

function renderHeader(session: Record<string, FetchHandler> = signedOutHandlers) {
  const fetchMock = mockFetch({
    '/api/public-config': () => jsonResponse(publicConfigBody),
    ...session,
  });
  const router = createMemoryRouter([{ path: '*', Component: SiteHeader }], {
    initialEntries: ['/'],
  });
  renderWithProviders(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { router, fetchMock };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  resetToasts();
  await i18n.changeLanguage('en');
});

describe('SiteHeader', () => {
  it('offers the 13 languages by their native names', async () => {
    renderHeader();
    const [select] = screen.getAllByRole('combobox', { name: 'Language' });
    if (!select) throw new Error('no language menu');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      languages.map((language) => language.nativeName),
    );

    await userEvent.selectOptions(select, 'ar');
    expect(i18n.language).toBe('ar');
  });

  it('links to sign-up and log-in', async () => {
    renderHeader();
    expect((await screen.findAllByRole('link', { name: 'Sign up' }))[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    // A visitor has no journeys or projects: no links that would only lead to log-in.
    expect(screen.queryByRole('link', { name: 'Journeys' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Projects' })).toBeNull();
  });

  it('opens the mobile menu and closes it on navigation', async () => {
    const { router } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Pricing' }));

    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the signed-in person with a menu to their profile, settings and sign-out', async () => {
    let signedOut = false;
    const { router, fetchMock } = renderHeader({
      ...signedInHandlers(),
      '/api/auth/sign-out': () => {
        signedOut = true;
        return jsonResponse({ success: true });
      },
    });
    const toggle = await screen.findByRole('button', { name: 'AL, Ada Lovelace: account menu' });
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/profile/5b0c5f0e-2f7a-4c53-9a53-5e3c1a3f9d21',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // The community (issue 19) is in the menu, not the crowded header.
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community');

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    const [signOut] = screen.getAllByRole('button', { name: 'Sign out' });
    if (!signOut) throw new Error('no sign-out button');
    await userEvent.click(signOut);

    expect((await screen.findAllByRole('link', { name: 'Log in' }))[0]).toBeInTheDocument();
    expect(signedOut).toBe(true);
    const signOutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/sign-out');
    expect(signOutCall?.[1]?.method).toBe('POST');
    expect(router.state.location.pathname).toBe('/');
  });

  it('names the account button with the words it shows: initials, then the name (WCAG 2.5.3)', async () => {
    renderHeader(signedInHandlers());
    const toggle = await screen.findByRole('button', { name: /account menu/ });
    // What a speech-input user reads on it: the initials, and the name where it is written out.
    expect(within(toggle).getByText('AL')).toBeInTheDocument();
    expect(within(toggle).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('AL, Ada Lovelace: account menu');
  });

  it('says "You have signed out." in a toast', async () => {
    renderHeader({
      ...signedInHandlers(),
      '/api/auth/sign-out': () => jsonResponse({ success: true }),
    });
    function Toasts() {
      return <p>{useToasts().map((toast) => toast.message)}</p>;
    }
    renderWithProviders(<Toasts />);
    await userEvent.click(await screen.findByRole('button', { name: /account menu/ }));
    const [signOut] = screen.getAllByRole('button', { name: 'Sign out' });
    if (signOut) await userEvent.click(signOut);
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
  });
});
