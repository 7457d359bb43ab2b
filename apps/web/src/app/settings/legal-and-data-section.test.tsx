import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { LegalAndDataSection } from '@/app/settings/legal-and-data-section';
import type { AuthContextValue } from '@/lib/auth/auth-types';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { signedInAuth } from '@/test/security-fixtures';

let auth: AuthContextValue;
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => auth }));

beforeEach(() => {
  auth = signedInAuth();
  mockFetch({ '/api/export': () => jsonResponse({ exports: [] }) });
});

it('puts the data cards between the legal documents and the way to deletion', async () => {
  const router = createMemoryRouter(
    [{ path: '/settings/legal', element: <LegalAndDataSection /> }],
    {
      initialEntries: ['/settings/legal'],
    },
  );
  renderWithProviders(<RouterProvider router={router} />);
  const order = [
    screen.getByRole('link', { name: 'Terms of Service' }),
    screen.getByRole('button', { name: 'Download my data' }),
    await screen.findByRole('button', { name: 'Prepare an archive' }),
    screen.getByRole('heading', { name: 'Import an archive' }),
    screen.getByRole('link', { name: 'Go to account deletion' }),
  ];
  for (const [index, element] of order.entries()) {
    expect(element).toBeVisible();
    const next = order[index + 1];
    if (next) {
      expect(element.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  }
});
