import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@waymark/shared/webhooks/contracts';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useWebhookEndpoints,
} from '@/features/webhooks/api/webhook-endpoints';
import { CreateWebhookForm } from '@/features/webhooks/components/create-webhook-form';
import { CredentialList } from '@/ui/credential-list';
import { SecretOnceNotice } from '@/ui/secret-once-notice';
import { SecurityCard } from '@/ui/security-card';
import { WebhookEndpointRow } from '@/features/webhooks/components/webhook-endpoint-row';
import { buttonClasses } from '@/ui/button-styles';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast/toast-store';
import { ProTrialMark } from '@/ui/pro-trial-mark';

/** A secret to show once: a new endpoint's, or a rotated one's. */
interface SecretShown {
  secret: string;
  /** Set after a rotation: until when the old secret still signs. */
  previousUntil?: string;
}

/**
 * Settings → Security → Webhooks (issue 18): endpoints that receive the person's events, signed
 * per Standard Webhooks. A secret is shown once, here; each endpoint has its delivery log with
 * redelivery, a test event, rotation and an on/off switch.
 */
export function WebhooksPanel() {
  const { t } = useTranslation('developer');
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const [isCreating, setIsCreating] = useState(false);
  const [shown, setShown] = useState<SecretShown | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('webhooks.toast.deleted'));
        setDeleting(null);
      },
      onError: () => toast.error(t('webhooks.toast.deleteFailed')),
    });
  }

  function confirmRotate() {
    if (!rotating) return;
    rotate.mutate(rotating.id, {
      onSuccess: (rotated) => {
        setRotating(null);
        setShown({ secret: rotated.secret, previousUntil: rotated.previous_secret_expires_at });
      },
      onError: () => toast.error(t('webhooks.toast.rotateFailed')),
    });
  }

  return (
    <SecurityCard
      id="webhooks"
      icon={Webhook}
      title={t('webhooks.title')}
      badge={<ProTrialMark />}
      description={t('webhooks.description')}
    >
      <div className="space-y-4">
        {shown ? (
          <SecretOnceNotice
            id="webhook-secret"
            title={t('webhooks.secret.title')}
            description={
              shown.previousUntil ? t('webhooks.secret.rotated') : t('webhooks.secret.description')
            }
            label={t('webhooks.secret.label')}
            copyLabel={t('webhooks.secret.copy')}
            secret={shown.secret}
            onDone={() => setShown(null)}
          />
        ) : isCreating ? (
          <CreateWebhookForm
            onCancel={() => setIsCreating(false)}
            onCreated={(endpoint) => {
              setIsCreating(false);
              setShown({ secret: endpoint.secret });
              toast.success(t('webhooks.toast.created'));
            }}
          />
        ) : (
          <button
            type="button"
            onClick={() => setIsCreating(true)}
            className={buttonClasses('secondary')}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('webhooks.add')}
          </button>
        )}
        <CredentialList
          title={t('webhooks.list.title')}
          query={endpoints}
          texts={{
            loading: t('loading'),
            loadFailed: t('webhooks.loadFailed'),
            empty: t('webhooks.empty'),
          }}
        >
          {(items) =>
            items.map((endpoint) => (
              <WebhookEndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                onRotate={() => setRotating(endpoint)}
                onDelete={() => setDeleting(endpoint)}
              />
            ))
          }
        </CredentialList>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('webhooks.deleteDialog.title')}
        description={t('webhooks.deleteDialog.description', { url: deleting?.url ?? '' })}
        onClose={() => setDeleting(null)}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('webhooks.deleteDialog.confirm')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
      <ConfirmDialog
        open={rotating !== null}
        title={t('webhooks.rotateDialog.title')}
        description={t('webhooks.rotateDialog.description')}
        onClose={() => setRotating(null)}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('webhooks.rotateDialog.confirm')}
        onConfirm={confirmRotate}
        isPending={rotate.isPending}
      />
    </SecurityCard>
  );
}
