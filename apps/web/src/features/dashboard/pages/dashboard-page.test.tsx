import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@waymark/shared/journeys/dashboard-contracts';
import { routePatterns } from '@waymark/shared/routes';
import { DashboardView } from '@/features/dashboard/pages/dashboard-page';
import { i18n } from '@/i18n/setup';
import arabicJourneys from '@/i18n/locales/ar/journeys.json';
import { renderWithProviders } from '@/test/render';

vi.mock('@/lib/auth/auth-context', () => ({
  useAuthContext: () => ({ user: { id: 'u1' }, profile: { fullName: 'Ada Lovelace' } }),
}));

const empty = {
  timeZone: 'UTC',
  today: '2026-11-24',
  activeJourneys: [],
  dueSoon: [],
  streak: { current: 0, longest: 0, lastActiveOn: null },
  weeklyCompleted: [],
  journeysByStatus: { planned: 0, active: 0, completed: 0, archived: 0 },
  journeysByCategory: {},
  totals: { journeys: 0, projects: 0, completedSteps: 0 },
} as unknown as Dashboard;

const twelveWeeks = Array.from({ length: 12 }, (_, index) => ({
  weekStart: `2026-09-${String(index + 1).padStart(2, '0')}`,
  count: 0,
}));

function show(dashboard: Dashboard) {
  return renderWithProviders(
    <MemoryRouter>
      <DashboardView dashboard={dashboard} />
    </MemoryRouter>,
  );
}

describe('DashboardView', () => {
  it('welcomes someone without journeys once, with the way to the first one, instead of empty charts', () => {
    show(empty);
    expect(
      screen.getByRole('heading', { name: 'Your first journey starts here' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your first journey' })).toHaveAttribute(
      'href',
      routePatterns.createJourney,
    );
    expect(screen.queryByText('No journeys yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Analytics' })).not.toBeInTheDocument();
  });

  it('says "the last 12 weeks" through the plural rules', () => {
    show({
      ...empty,
      weeklyCompleted: twelveWeeks,
      journeysByStatus: { planned: 1, active: 0, completed: 0, archived: 0 },
      journeysByCategory: { health: 1 },
      totals: { journeys: 1, projects: 0, completedSteps: 0 },
    } as unknown as Dashboard);
    expect(screen.getByText('No steps completed in the last 12 weeks yet.')).toBeInTheDocument();
    expect(screen.queryAllByText(/No journeys yet/)).toHaveLength(0);
  });

  it('chooses the Arabic plural form for twelve weeks', () => {
    i18n.addResourceBundle('ar', 'journeys', arabicJourneys);
    const arabic = i18n.getFixedT('ar', 'journeys');
    expect(arabic('dashboard.charts.weeklyNone', { count: 12, weeks: '١٢' })).toBe(
      'لم تُكمل أي خطوة في آخر ١٢ أسبوعًا بعد.',
    );
    expect(arabic('dashboard.charts.weeklyNone', { count: 3, weeks: '٣' })).toBe(
      'لم تُكمل أي خطوة في آخر ٣ أسابيع بعد.',
    );
  });
});
