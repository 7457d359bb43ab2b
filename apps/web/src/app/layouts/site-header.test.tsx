import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages } from '@waymark/shared/languages';
import { SiteHeader } from '@/app/layouts/site-header';
import { i18n } from '@/i18n/setup';
import { jsonResponse, mockFetch, publicConfigBody } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';

function renderHeader() {
  mockFetch({ '/api/public-config': () => jsonResponse(publicConfigBody) });
  const router = createMemoryRouter([{ path: '*', Component: SiteHeader }], {
    initialEntries: ['/'],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  vi.unstubAllGlobals();
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

  it('links to sign-up and log-in', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
  });

  it('opens the mobile menu and closes it on navigation', async () => {
    const router = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Projects' }));

    expect(router.state.location.pathname).toBe('/projects');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
