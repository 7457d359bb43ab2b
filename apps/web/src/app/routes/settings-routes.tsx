import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import type { SettingsSectionOverrides } from '@/features/settings/pages/settings-page';
import { loadTexts } from '@/i18n/setup';

/**
 * /settings and /settings/:section (spec §2). The app layer composes the sections: the
 * settings feature owns the frame and most sections; the security section (app/settings) puts
 * together the panels of features/security (password, e-mail, two factors, deletion),
 * features/sessions, features/api-access and features/webhooks, and the legal section holds
 * the cards of features/data-export; each is named as its server feature, and no feature
 * imports another. All load with the page's chunk.
 */
const settingsPage: RouteObject['lazy'] = async () => {
  const [
    { SettingsPage },
    { SecuritySettingsSection },
    { LegalAndDataSection },
    { BillingSettingsSection },
  ] = await Promise.all([
    import('@/features/settings/pages/settings-page'),
    import('@/app/settings/security-settings-section'),
    import('@/app/settings/legal-and-data-section'),
    import('@/features/billing/components/billing-settings-section'),
    loadTexts('account'),
    loadTexts('billing'),
    loadTexts('social'),
    loadTexts('developer'),
  ]);
  const sections: SettingsSectionOverrides = {
    security: { Component: SecuritySettingsSection, hasOwnHeading: true },
    legal: { Component: LegalAndDataSection },
    payment: { Component: BillingSettingsSection },
  };
  return { Component: () => <SettingsPage sections={sections} /> };
};

export const settingsRoutes: RouteObject[] = [
  { path: routePatterns.settings, lazy: settingsPage },
  { path: routePatterns.settingsSection, lazy: settingsPage },
];
