import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { SectionCard } from '@/ui/section-card';
import { LinkButton } from '@/ui/link-button';

/**
 * Shown until the app layer mounts the security feature's own section here (password, second
 * factor, sessions, deleting the account): the ways to secure an account that exist today.
 */
export function SecurityLinksSection() {
  const { t } = useTranslation('account');
  return (
    <SectionCard
      title={t('settings.security.passwordCard')}
      description={t('settings.security.passwordHelp')}
    >
      <div className="flex flex-wrap gap-3">
        <LinkButton to={routePatterns.forgotPassword} icon={KeyRound} variant="secondary">
          {t('settings.security.resetPassword')}
        </LinkButton>
        <LinkButton to={pathTo('settingsSection', { section: 'support' })} variant="ghost">
          {t('settings.security.askSupport')}
        </LinkButton>
      </div>
    </SectionCard>
  );
}
