import type { TFunction } from 'i18next';
import type { billingPlans, BillingPlan, ProFeature } from '@waymark/shared/billing-plans';

type PlanFeature = (typeof billingPlans)[number]['features'][number];

/** The spec's English feature lines of each plan, translated; every line needs an entry. */
export const planFeatureText: Record<PlanFeature, (t: TFunction<'info'>) => string> = {
  'Unlimited projects': (t) => t('pricing.planFeatures.unlimitedProjects'),
  'AI insights': (t) => t('pricing.planFeatures.aiInsights'),
  Community: (t) => t('pricing.planFeatures.community'),
  '2 months free': (t) => t('pricing.planFeatures.twoMonthsFree'),
  'Save 17%': (t) => t('pricing.planFeatures.save17'),
};

export const planNameText: Record<BillingPlan['id'], (t: TFunction<'info'>) => string> = {
  monthly: (t) => t('pricing.monthlyName'),
  yearly: (t) => t('pricing.yearlyName'),
};

export const planDescriptionText: Record<BillingPlan['id'], (t: TFunction<'info'>) => string> = {
  monthly: (t) => t('pricing.monthlyDescription'),
  yearly: (t) => t('pricing.yearlyDescription'),
};

export const planIntervalText: Record<BillingPlan['interval'], (t: TFunction<'info'>) => string> = {
  month: (t) => t('pricing.perMonth'),
  year: (t) => t('pricing.perYear'),
};

export const proFeatureText: Record<
  ProFeature,
  (t: TFunction<'info'>, productName: string) => { title: string; text: string }
> = {
  unlimitedProjectsAndJourneys: (t) => ({
    title: t('pricing.features.unlimitedProjectsAndJourneys'),
    text: t('pricing.features.unlimitedProjectsAndJourneysText'),
  }),
  advancedAnalytics: (t) => ({
    title: t('pricing.features.advancedAnalytics'),
    text: t('pricing.features.advancedAnalyticsText'),
  }),
  prioritySupport: (t) => ({
    title: t('pricing.features.prioritySupport'),
    text: t('pricing.features.prioritySupportText'),
  }),
  communityAccess: (t) => ({
    title: t('pricing.features.communityAccess'),
    text: t('pricing.features.communityAccessText'),
  }),
  apiAccess: (t) => ({
    title: t('pricing.features.apiAccess'),
    text: t('pricing.features.apiAccessText'),
  }),
  customIntegrations: (t, productName) => ({
    title: t('pricing.features.customIntegrations'),
    text: t('pricing.features.customIntegrationsText', { productName }),
  }),
  mobileAppAccess: (t) => ({
    title: t('pricing.features.mobileAppAccess'),
    text: t('pricing.features.mobileAppAccessText'),
  }),
  exportAndBackup: (t) => ({
    title: t('pricing.features.exportAndBackup'),
    text: t('pricing.features.exportAndBackupText'),
  }),
};
