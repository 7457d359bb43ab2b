import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestNotificationsPage } from '@/features/diagnostics/pages/test-notifications-page';
import { Toaster } from '@/ui/toast/toaster';
import { resetToasts } from '@/ui/toast/toast-store';

afterEach(() => {
  act(() => resetToasts());
});

describe('TestNotificationsPage', () => {
  it('shows a success, an error and an info toast from its three buttons', async () => {
    render(
      <>
        <TestNotificationsPage />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Success' }));
    await userEvent.click(screen.getByRole('button', { name: 'Error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));

    expect(document.querySelector('[data-type="success"]')).toHaveTextContent(
      'Your changes have been saved.',
    );
    expect(document.querySelector('[data-type="error"]')).toHaveTextContent(
      "That didn't work. Please try again.",
    );
    expect(document.querySelector('[data-type="info"]')).toHaveTextContent(
      'Heads up: this is an info toast.',
    );
  });
});
