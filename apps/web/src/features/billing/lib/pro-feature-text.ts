import type { TFunction } from 'i18next';
import type { ProFeature } from '@waymark/shared/billing-plans';

/** The payment modal's 8 features (spec §2), one key each so the extractor sees them. */
export const proFeatureText: Record<ProFeature, (t: TFunction<'billing'>) => string> = {
  unlimitedProjectsAndJourneys: (t) =>
    t('features.unlimitedProjectsAndJourneys', { ns: 'billing' }),
  advancedAnalytics: (t) => t('features.advancedAnalytics', { ns: 'billing' }),
  prioritySupport: (t) => t('features.prioritySupport', { ns: 'billing' }),
  communityAccess: (t) => t('features.communityAccess', { ns: 'billing' }),
  apiAccess: (t) => t('features.apiAccess', { ns: 'billing' }),
  customIntegrations: (t) => t('features.customIntegrations', { ns: 'billing' }),
  mobileAppAccess: (t) => t('features.mobileAppAccess', { ns: 'billing' }),
  exportAndBackup: (t) => t('features.exportAndBackup', { ns: 'billing' }),
};
