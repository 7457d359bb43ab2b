import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProvider } from '@waymark/shared/public-config';
import { useSocialSignIn } from '@/features/auth/api/social-sign-in';
import { FormAlert } from '@/features/auth/components/form-alert';
import { formErrorMessage } from '@/features/auth/lib/server-errors';
import { usePublicConfig } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';

const providerNames: Record<OAuthProvider, string> = { github: 'GitHub', google: 'Google' };

/**
 * "Continue with GitHub / Google", only for the providers the server has credentials for.
 * The server answers the provider's address; the whole page goes there and comes back to
 * /auth/callback.
 */
export function OAuthButtons() {
  const { t } = useTranslation('account');
  const { data: config } = usePublicConfig();
  const socialSignIn = useSocialSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const providers = config?.oauthProviders ?? [];
  if (providers.length === 0) return null;

  async function start(provider: OAuthProvider) {
    setProblem(null);
    try {
      window.location.assign(await socialSignIn.mutateAsync(provider));
    } catch (error) {
      setProblem(formErrorMessage(t, error));
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" />
        {t('auth.login.orContinueWith')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={buttonClasses('secondary')}
            disabled={socialSignIn.isPending}
            onClick={() => void start(provider)}
          >
            {t('auth.login.continueWith', { provider: providerNames[provider] })}
          </button>
        ))}
      </div>
      <FormAlert>{problem ?? undefined}</FormAlert>
    </div>
  );
}
