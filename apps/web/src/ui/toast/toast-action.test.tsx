import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_WITH_ACTION_DURATION_MS } from '@waymark/shared/toasts';
import { Toaster } from '@/ui/toast/toaster';
import { resetToasts, toast } from '@/ui/toast/toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  render(<Toaster />);
});

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('a toast with an action', () => {
  it('shows the button, runs it on click and closes', () => {
    const onClick = vi.fn();
    act(() => {
      toast.success('“Walk” was deleted.', { action: { label: 'Undo', onClick } });
    });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-type="success"][data-state="open"]')).toBeNull();
  });

  it('stays longer than a plain success toast, so the action can be reached', async () => {
    act(() => {
      toast.success('Deleted.', { action: { label: 'Undo', onClick: vi.fn() } });
    });
    await act(() => vi.advanceTimersByTimeAsync(TOAST_WITH_ACTION_DURATION_MS - 100));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(document.querySelector('[data-type="success"]')).toHaveAttribute('data-state', 'open');
  });
});
