import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { SectionCard } from '@/features/settings/components/section-card';
import { buttonClasses } from '@/ui/button-styles';

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
        <Link to={routePatterns.forgotPassword} className={buttonClasses('secondary', 'md')}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('settings.security.resetPassword')}
        </Link>
        <Link
          to={pathTo('settingsSection', { section: 'support' })}
          className={buttonClasses('ghost', 'md')}
        >
          {t('settings.security.askSupport')}
        </Link>
      </div>
    </SectionCard>
  );
}
