import type { TFunction } from 'i18next';
import type { SettingsSection } from '@waymark/shared/routes';

/** Each section's name and one-line description, spelled out so the key extractor finds them. */
export function sectionTexts(t: TFunction, section: SettingsSection) {
  switch (section) {
    case 'profile':
      return {
        title: t('settings.profile.title', { ns: 'account' }),
        description: t('settings.profile.description', { ns: 'account' }),
      };
    case 'language-region':
      return {
        title: t('settings.languageRegion.title', { ns: 'account' }),
        description: t('settings.languageRegion.description', { ns: 'account' }),
      };
    case 'notifications':
      return {
        title: t('settings.notifications.title', { ns: 'account' }),
        description: t('settings.notifications.description', { ns: 'account' }),
      };
    case 'privacy':
      return {
        title: t('settings.privacy.title', { ns: 'account' }),
        description: t('settings.privacy.description', { ns: 'account' }),
      };
    case 'security':
      return {
        title: t('settings.security.title', { ns: 'account' }),
        description: t('settings.security.description', { ns: 'account' }),
      };
    case 'content':
      return {
        title: t('settings.content.title', { ns: 'account' }),
        description: t('settings.content.description', { ns: 'account' }),
      };
    case 'communication':
      return {
        title: t('settings.communication.title', { ns: 'account' }),
        description: t('settings.communication.description', { ns: 'account' }),
      };
    case 'payment':
      return {
        title: t('settings.payment.title', { ns: 'account' }),
        description: t('settings.payment.description', { ns: 'account' }),
      };
    case 'legal':
      return {
        title: t('settings.legal.title', { ns: 'account' }),
        description: t('settings.legal.description', { ns: 'account' }),
      };
    case 'support':
      return {
        title: t('settings.support.title', { ns: 'account' }),
        description: t('settings.support.description', { ns: 'account' }),
      };
  }
}
