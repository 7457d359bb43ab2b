import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '@waymark/shared/factors';
import { useDeleteFactor } from '@/features/security/api/delete-factor';
import { needsFreshCode } from '@/features/security/lib/needs-fresh-code';
import { FreshCodeStep } from '@/features/security/components/fresh-code-step';
import { ConfirmActions } from '@/ui/confirm-dialog';
import { Dialog } from '@/ui/dialog';
import { toast } from '@/ui/toast/toast-store';

interface RemoveFactorDialogProps {
  factor: Factor | null;
  verifiedFactors: Factor[];
  onClose: () => void;
}

/** Removes a factor; when the server wants a fresh second factor first, asks for a code. */
export function RemoveFactorDialog({ factor, verifiedFactors, onClose }: RemoveFactorDialogProps) {
  const { t } = useTranslation('account');
  const remove = useDeleteFactor();
  const [isAskingForCode, setIsAskingForCode] = useState(false);

  function close() {
    setIsAskingForCode(false);
    remove.reset();
    onClose();
  }

  function run() {
    if (!factor) return;
    remove.mutate(factor.id, {
      onSuccess: () => {
        toast.success(t('security.twoFactor.removed', { name: factor.friendly_name }));
        close();
      },
      onError: (error) => {
        if (needsFreshCode(error) && !isAskingForCode) setIsAskingForCode(true);
        else toast.error(t('security.twoFactor.removeFailed'));
      },
    });
  }

  return (
    <Dialog
      open={factor !== null}
      title={t('security.twoFactor.removeTitle', { name: factor?.friendly_name ?? '' })}
      description={t('security.twoFactor.removeDescription')}
      onClose={close}
    >
      {isAskingForCode ? (
        <FreshCodeStep
          factors={verifiedFactors}
          submitLabel={t('security.twoFactor.confirmRemove')}
          onVerified={run}
        />
      ) : (
        <ConfirmActions
          cancelLabel={t('security.cancel')}
          confirmLabel={t('security.twoFactor.confirmRemove')}
          onCancel={close}
          onConfirm={run}
          isPending={remove.isPending}
          tone="danger"
        />
      )}
    </Dialog>
  );
}
