import { useInsights } from '@/features/insights/api/get-insights';
import { useInsightsAccess } from '@/features/insights/api/get-access';
import { WeeklySummaryCard } from '@/features/insights/components/weekly-summary-card';

/**
 * The weekly summary card the dashboard shows (passed in by app/routes): only with access,
 * since the figures come from the Pro insights API; nothing at all otherwise.
 */
export function DashboardInsights() {
  const access = useInsightsAccess();
  const insights = useInsights({ isEnabled: !access.isPending && access.hasAccess });
  if (!insights.data) return null;
  return <WeeklySummaryCard overview={insights.data} />;
}
