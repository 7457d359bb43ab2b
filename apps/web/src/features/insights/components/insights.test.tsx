import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { JourneyInsight } from '@waymark/shared/insights/contracts';
import { ForecastText } from '@/features/insights/components/forecast-text';
import { InsightsView } from '@/features/insights/components/insights-view';
import { heatLevel } from '@/features/insights/components/year-heatmap';
import { sampleInsights } from '@/features/insights/lib/sample-insights';
import { InsightsPreview } from '@/features/insights/pages/insights-page';
import { renderWithProviders } from '@/test/render';

// The formatters read the signed-in person's region settings; nobody is signed in here.
vi.mock('@/lib/auth/auth-context', () => ({
  useAuthContext: () => ({ user: null, profile: null, loading: false, checking: false }),
}));

const forecast: JourneyInsight['forecast'] = {
  verdict: 'behind',
  perWeek: 2.5,
  remaining: 14,
  expected: '2027-01-03',
  earliest: '2026-12-27',
  latest: '2027-01-12',
  daysLate: 12,
  extraPerWeek: 2,
};

describe('ForecastText', () => {
  it('says how late the pace finishes and how many more steps a week would make it', () => {
    renderWithProviders(<ForecastText forecast={forecast} />);
    const text = screen.getByTestId('forecast').textContent ?? '';
    expect(text).toContain('At your pace you finish 12 days after your target date.');
    expect(text).toContain('2 more steps a week would make it.');
    expect(text).toContain('Pace: 2.5 steps a week.');
  });

  it('uses the singular for one day and one step', () => {
    renderWithProviders(<ForecastText forecast={{ ...forecast, daysLate: 1, extraPerWeek: 1 }} />);
    const text = screen.getByTestId('forecast').textContent ?? '';
    expect(text).toContain('1 day after your target date.');
    expect(text).toContain('1 more step a week would make it.');
  });

  it('gives the range of finishing days, or one day when the range is one day', () => {
    const { unmount } = renderWithProviders(<ForecastText forecast={forecast} />);
    expect(screen.getByTestId('forecast')).toHaveTextContent(
      'At your pace you finish around Jan 3, 2027 (between Dec 27, 2026 and Jan 12, 2027).',
    );
    unmount();
    const oneDay = { expected: '2026-12-02', earliest: '2026-12-02', latest: '2026-12-02' };
    renderWithProviders(<ForecastText forecast={{ ...forecast, ...oneDay }} />);
    const text = screen.getByTestId('forecast').textContent ?? '';
    expect(text).toContain('At your pace you finish on Dec 2, 2026.');
    expect(text).not.toContain('between');
  });

  it('has nothing to project for a journey without steps', () => {
    renderWithProviders(
      <ForecastText forecast={{ ...forecast, verdict: 'noSteps', expected: null }} />,
    );
    expect(screen.getByTestId('forecast')).toHaveTextContent('Add steps to get a forecast.');
    expect(screen.getByTestId('forecast')).not.toHaveTextContent('Pace');
  });
});

describe('InsightsView', () => {
  it('shows every chart with a table behind it, and swaps the drawing for the table on request', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <InsightsView overview={sampleInsights('2026-11-24')} />
      </MemoryRouter>,
    );
    const weekly = screen.getByRole('region', { name: 'Steps per week' });
    // The table is there for screen readers from the start.
    expect(within(weekly).getByRole('table', { hidden: true })).toBeInTheDocument();
    await user.click(within(weekly).getByRole('button', { name: 'Show as table' }));
    expect(within(weekly).getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(weekly).getAllByRole('row')).toHaveLength(27);
    expect(screen.getByText('Highest completion: Learning at 75%.')).toBeInTheDocument();
  });
});

describe('InsightsPreview', () => {
  it('labels the sample data, hides it from assistive technology and leads to /billing', () => {
    renderWithProviders(
      <MemoryRouter>
        <InsightsPreview />
      </MemoryRouter>,
    );
    expect(screen.getByText('Sample data')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/billing',
    );
    // The blurred figures are not read out as if they were the person's.
    expect(screen.queryByRole('region', { name: 'Steps per week' })).not.toBeInTheDocument();
  });
});

describe('heatLevel', () => {
  it('shades by quarters of the busiest day, none for an empty day', () => {
    expect([0, 1, 2, 3, 4].map((count) => heatLevel(count, 4))).toEqual([0, 1, 2, 3, 4]);
    expect(heatLevel(3, 0)).toBe(0);
  });
});
