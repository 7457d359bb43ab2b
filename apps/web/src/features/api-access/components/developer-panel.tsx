import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiToken, CreatedApiToken } from '@waymark/shared/api-access/contracts';
import { useApiTokens, useRevokeApiToken } from '@/features/api-access/api/api-tokens';
import { CredentialList } from '@/ui/credential-list';
import { ApiTokenRow } from '@/features/api-access/components/api-token-row';
import { CreateApiTokenForm } from '@/features/api-access/components/create-api-token-form';
import { SecretOnceNotice } from '@/ui/secret-once-notice';
import { SecurityCard } from '@/ui/security-card';
import { buttonClasses } from '@/ui/button-styles';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast/toast-store';
import { ProTrialMark } from '@/ui/pro-trial-mark';

/**
 * Settings → Security → Developer: personal access tokens for the API (issue 18). A new
 * token's secret is shown once, here, with a copy button; the list shows what each token may
 * do and when it was last used, and revoking asks first.
 */
export function DeveloperPanel() {
  const { t } = useTranslation('developer');
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast.success(t('toast.revoked', { name: revoking.name }));
        setRevoking(null);
      },
      onError: () => toast.error(t('toast.revokeFailed')),
    });
  }

  return (
    <SecurityCard
      id="developer"
      icon={KeyRound}
      title={t('title')}
      badge={<ProTrialMark />}
      description={
        <>
          {t('description')}{' '}
          <a href="/api/docs/" className="font-medium text-brand-text underline">
            {t('docsLink')}
          </a>
        </>
      }
    >
      <div className="space-y-4">
        {created ? (
          <SecretOnceNotice
            id="new-token"
            title={t('created.title')}
            description={t('created.description')}
            label={t('created.label', { name: created.name })}
            copyLabel={t('created.copy')}
            secret={created.token}
            onDone={() => setCreated(null)}
          />
        ) : isCreating ? (
          <CreateApiTokenForm
            onCancel={() => setIsCreating(false)}
            onCreated={(token) => {
              setIsCreating(false);
              setCreated(token);
              toast.success(t('toast.created'));
            }}
          />
        ) : (
          <button
            type="button"
            onClick={() => setIsCreating(true)}
            className={buttonClasses('secondary')}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('create')}
          </button>
        )}
        <CredentialList
          title={t('list.title')}
          query={tokens}
          texts={{ loading: t('loading'), loadFailed: t('loadFailed'), empty: t('empty') }}
        >
          {(items) =>
            items.map((token) => (
              <ApiTokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))
          }
        </CredentialList>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={t('revoke.title')}
        description={t('revoke.description', { name: revoking?.name ?? '' })}
        onClose={() => setRevoking(null)}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('revoke.confirm')}
        onConfirm={confirmRevoke}
        isPending={revoke.isPending}
      />
    </SecurityCard>
  );
}
