import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { loadTexts } from '@/i18n/setup';

/** /billing (issue 4): the page and the `billing` texts load together, before it renders. */
export const billingRoutes: RouteObject[] = [
  {
    path: routePatterns.billing,
    lazy: async () => {
      const [{ BillingPage }] = await Promise.all([
        import('@/features/billing/pages/billing-page'),
        loadTexts('billing'),
      ]);
      return { Component: BillingPage };
    },
  },
];
