import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '@waymark/shared/factors';
import { needsFreshCode } from '@/features/security/lib/needs-fresh-code';
import { useRegenerateBackupCodes } from '@/features/security/api/regenerate-backup-codes';
import { BackupCodesView } from '@/features/security/components/backup-codes-view';
import { FreshCodeStep } from '@/features/security/components/fresh-code-step';
import { ConfirmActions } from '@/ui/confirm-dialog';
import { Dialog } from '@/ui/dialog';
import { toast } from '@/ui/toast/toast-store';

interface RegenerateCodesDialogProps {
  open: boolean;
  verifiedFactors: Factor[];
  onClose: () => void;
}

/** New backup codes (the old ones stop working), after a fresh code when the server asks. */
export function RegenerateCodesDialog({
  open,
  verifiedFactors,
  onClose,
}: RegenerateCodesDialogProps) {
  const { t } = useTranslation('account');
  const regenerate = useRegenerateBackupCodes();
  const [isAskingForCode, setIsAskingForCode] = useState(false);

  function close() {
    setIsAskingForCode(false);
    regenerate.reset();
    onClose();
  }

  function run() {
    regenerate.mutate(undefined, {
      onError: (error) => {
        if (needsFreshCode(error) && !isAskingForCode) setIsAskingForCode(true);
        else toast.error(t('security.backupCodes.regenerateFailed'));
      },
    });
  }

  return (
    <Dialog
      open={open}
      title={t('security.backupCodes.regenerateTitle')}
      description={regenerate.data ? undefined : t('security.backupCodes.regenerateDescription')}
      onClose={close}
    >
      {regenerate.data ? (
        <BackupCodesView codes={regenerate.data.codes} onDone={close} />
      ) : isAskingForCode ? (
        <FreshCodeStep
          factors={verifiedFactors}
          submitLabel={t('security.backupCodes.regenerate')}
          onVerified={run}
        />
      ) : (
        <ConfirmActions
          cancelLabel={t('security.cancel')}
          confirmLabel={t('security.backupCodes.regenerate')}
          onCancel={close}
          onConfirm={run}
          isPending={regenerate.isPending}
        />
      )}
    </Dialog>
  );
}
