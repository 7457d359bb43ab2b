import type { TFunction } from 'i18next';
import type { SettingsSection } from '@waymark/shared/routes';

/** Each section's name and one-line description, spelled out so the key extractor finds them. */
export function sectionTexts(t: TFunction, section: SettingsSection) {
  switch (section) {
    case 'profile':
      return { title: t('settings.profile.title'), description: t('settings.profile.description') };
    case 'language-region':
      return {
        title: t('settings.languageRegion.title'),
        description: t('settings.languageRegion.description'),
      };
    case 'notifications':
      return {
        title: t('settings.notifications.title'),
        description: t('settings.notifications.description'),
      };
    case 'privacy':
      return { title: t('settings.privacy.title'), description: t('settings.privacy.description') };
    case 'security':
      return {
        title: t('settings.security.title'),
        description: t('settings.security.description'),
      };
    case 'content':
      return { title: t('settings.content.title'), description: t('settings.content.description') };
    case 'communication':
      return {
        title: t('settings.communication.title'),
        description: t('settings.communication.description'),
      };
    case 'payment':
      return { title: t('settings.payment.title'), description: t('settings.payment.description') };
    case 'legal':
      return { title: t('settings.legal.title'), description: t('settings.legal.description') };
    case 'support':
      return { title: t('settings.support.title'), description: t('settings.support.description') };
  }
}
