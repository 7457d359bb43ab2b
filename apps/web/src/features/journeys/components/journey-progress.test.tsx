import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JourneyProgress } from '@/features/journeys/components/journey-progress';
import { renderWithProviders } from '@/test/render';

// A visitor: numbers follow the interface language alone.
vi.mock('@/lib/auth/auth-context', () => ({ useAuthContext: () => ({ user: null }) }));

describe('JourneyProgress', () => {
  it('shows the share of steps done as a labelled progressbar', () => {
    renderWithProviders(
      <JourneyProgress title="Walk the Camino" progress={33} completed={1} total={3} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress of Walk the Camino' });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(bar).toHaveAttribute('aria-valuetext', '33%, 1 of 3 steps');
    expect(screen.getByText('1 of 3 steps')).toBeInTheDocument();
    expect(screen.getByTestId('progress-percent')).toHaveTextContent('33%');
  });

  it('speaks of one step in the singular and keeps an empty journey at 0%', () => {
    renderWithProviders(<JourneyProgress title="Solo" progress={0} completed={0} total={1} />);
    expect(screen.getByText('0 of 1 step')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
