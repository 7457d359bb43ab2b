import { useTranslation } from 'react-i18next';
import { ChangeEmailForm } from '@/features/security/components/change-email-form';
import { ChangePasswordForm } from '@/features/security/components/change-password-form';
import { DeleteAccountPanel } from '@/features/security/components/delete-account-panel';
import { DeveloperPanel } from '@/features/api-access/components/developer-panel';
import { SessionsPanel } from '@/features/sessions/components/sessions-panel';
import { TwoFactorPanel } from '@/features/security/components/two-factor-panel';
import { WebhooksPanel } from '@/features/webhooks/components/webhooks-panel';

/**
 * Settings → Security: password, e-mail, two-factor authentication, signed-in devices,
 * personal access tokens (Developer), webhooks and account deletion: one screen made of the
 * panels of four features, mounted at /settings/security.
 */
export function SecuritySettingsSection() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="security-settings-title" className="mx-auto max-w-3xl space-y-6">
      <header>
        <h2 id="security-settings-title" className="text-2xl font-semibold tracking-tight">
          {t('security.title')}
        </h2>
        <p className="mt-1 text-muted">{t('security.lead')}</p>
      </header>
      <ChangePasswordForm />
      <ChangeEmailForm />
      <TwoFactorPanel />
      <SessionsPanel />
      <DeveloperPanel />
      <WebhooksPanel />
      <DeleteAccountPanel />
    </section>
  );
}
