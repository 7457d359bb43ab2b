import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '@/app/errors/app-error-boundary';
import { ErrorFallback } from '@/app/errors/error-fallback';
import { reloadPage } from '@/lib/reload-page';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

function Broken(): never {
  throw new Error('Journey list exploded');
}

describe('ErrorFallback', () => {
  it('shows the generic texts, collapsed error details and a Refresh Page button', async () => {
    const error = new Error('Cannot read properties of undefined');
    render(<ErrorFallback error={error} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('The application encountered an error. Please try refreshing the page.'),
    ).toBeInTheDocument();

    const details = screen.getByText('Error details').closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Error details'));
    expect(details).toHaveAttribute('open');
    expect(screen.getByText('Cannot read properties of undefined')).toBeVisible();
    expect(details).toHaveTextContent(error.stack?.split('\n')[0] ?? '');

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('offers the way home only where asked', () => {
    const { rerender } = render(<ErrorFallback error={new Error('x')} />);
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
    rerender(<ErrorFallback error={new Error('x')} canGoHome />);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('describes thrown values that are not errors', () => {
    render(<ErrorFallback error={{ reason: 'quota' }} />);
    expect(screen.getByText('{"reason":"quota"}')).toBeInTheDocument();
  });
});

describe('AppErrorBoundary', () => {
  it('replaces a crashed tree with the fallback', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Journey list exploded')).toBeInTheDocument();
  });
});
