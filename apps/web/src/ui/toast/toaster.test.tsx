import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, TOAST_REMOVE_DELAY_MS } from '@waymark/shared/toasts';
import { Toaster } from '@/ui/toast/toaster';
import { resetToasts, toast, useToasts } from '@/ui/toast/toast-store';

function StoredToastCount() {
  return <output data-testid="stored-toasts">{useToasts().length}</output>;
}

function toastsOfType(type: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[data-type="${type}"]`)];
}

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster />);
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it.each([
    ['success', 3000],
    ['error', 4000],
    ['info', 5000],
  ] as const)('keeps a %s toast for %i ms, then removes it', async (type, duration) => {
    act(() => {
      toast[type](`A ${type} message`);
    });
    const [item] = toastsOfType(type);
    expect(item).toHaveTextContent(`A ${type} message`);
    expect(item).toHaveAttribute('data-state', 'open');

    await act(() => vi.advanceTimersByTimeAsync(duration - 10));
    expect(toastsOfType(type)[0]).toHaveAttribute('data-state', 'open');

    await act(() => vi.advanceTimersByTimeAsync(10 + TOAST_REMOVE_DELAY_MS));
    expect(toastsOfType(type)).toHaveLength(0);
  });

  it('shows success, error and info toasts with their kind for screen readers', () => {
    act(() => {
      toast.success('Saved');
      toast.error('Failed');
      toast.info('Heads up');
    });
    expect(toastsOfType('success')[0]).toHaveTextContent('Success! Saved');
    expect(toastsOfType('error')[0]).toHaveTextContent('Error! Failed');
    expect(toastsOfType('info')[0]).toHaveTextContent('Note: Heads up');
  });

  it('keeps at most 20 toasts, dropping the oldest', () => {
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 1; i += 1) toast.info(`Toast ${i}`);
    });
    expect(toastsOfType('info')).toHaveLength(20);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 21')).toBeInTheDocument();
  });

  it('dismisses a toast with its close button, then removes it', async () => {
    act(() => {
      toast.error('Could not save');
    });
    render(<StoredToastCount />);
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    // jsdom runs no exit animation, so the toast leaves the screen at once...
    expect(toastsOfType('error')).toHaveLength(0);
    expect(screen.getByTestId('stored-toasts')).toHaveTextContent('1');

    // ...and leaves the store once the exit animation would have finished.
    await act(() => vi.advanceTimersByTimeAsync(TOAST_REMOVE_DELAY_MS));
    expect(screen.getByTestId('stored-toasts')).toHaveTextContent('0');
  });

  it('lives in a labelled notifications region', () => {
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
