import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailed } from '@/ui/load-failed';

describe('LoadFailed', () => {
  it('says what failed aloud and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <LoadFailed message="Could not load journeys." retryLabel="Try again" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load journeys.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
