import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import type { SettingsSectionOverrides } from '@/features/settings/pages/settings-page';
import { loadTexts } from '@/i18n/setup';

/**
 * /settings and /settings/:section (spec §2). The app layer composes the sections: the
 * settings feature owns the frame and most sections, the security section comes from
 * features/security, so no feature imports another. Both load with the page's chunk.
 */
const settingsPage: RouteObject['lazy'] = async () => {
  const [{ SettingsPage }, { SecuritySettingsSection }, { BillingSettingsSection }] =
    await Promise.all([
      import('@/features/settings/pages/settings-page'),
      import('@/features/security/security-settings-section'),
      import('@/features/billing/components/billing-settings-section'),
      loadTexts('account'),
      loadTexts('billing'),
      loadTexts('social'),
      loadTexts('developer'),
    ]);
  const sections: SettingsSectionOverrides = {
    security: { Component: SecuritySettingsSection, hasOwnHeading: true },
    payment: { Component: BillingSettingsSection },
  };
  return { Component: () => <SettingsPage sections={sections} /> };
};

export const settingsRoutes: RouteObject[] = [
  { path: routePatterns.settings, lazy: settingsPage },
  { path: routePatterns.settingsSection, lazy: settingsPage },
];
