import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EnrolledFactor, FactorType, VerifiedSession } from '@waymark/shared/factors';
import { useDeleteFactor } from '@/features/security/api/delete-factor';
import { useEnrollFactor } from '@/features/security/api/enroll-factor';
import { BackupCodesView } from '@/features/security/components/backup-codes-view';
import { CodeStep } from '@/features/security/components/code-step';
import {
  appFactorFormSchema,
  phoneFactorFormSchema,
  type PhoneFactorForm,
} from '@/features/security/lib/security-forms';
import { useCopy } from '@/lib/use-copy';
import { useSecurityErrorMessage } from '@/features/security/lib/use-security-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';

interface EnrolFactorDialogProps {
  type: FactorType;
  open: boolean;
  onClose: () => void;
}

type Stage =
  | { kind: 'details' }
  | { kind: 'confirm'; factor: EnrolledFactor }
  | { kind: 'codes'; codes: string[] };

/** Adds an authenticator app (name → QR and secret → code) or a phone (number → SMS code). */
export function EnrolFactorDialog({ type, open, onClose }: EnrolFactorDialogProps) {
  const { t } = useTranslation('account');
  const [stage, setStage] = useState<Stage>({ kind: 'details' });
  const { mutate: deleteFactor } = useDeleteFactor();

  function finish() {
    setStage({ kind: 'details' });
    onClose();
  }

  function close() {
    // A factor left unconfirmed is of no use: drop it rather than list it as "Not confirmed".
    if (stage.kind === 'confirm') deleteFactor(stage.factor.id);
    finish();
  }

  function verified(session: VerifiedSession) {
    toast.success(t('security.twoFactor.enrolled'));
    if (session.backup_codes?.length) setStage({ kind: 'codes', codes: session.backup_codes });
    else finish();
  }

  const title =
    stage.kind === 'codes'
      ? t('security.backupCodes.title')
      : type === 'totp'
        ? t('security.twoFactor.addApp')
        : t('security.twoFactor.addPhone');
  return (
    <Dialog open={open} title={title} onClose={close}>
      {stage.kind === 'details' ? (
        <FactorDetailsForm
          type={type}
          onEnrolled={(factor) => setStage({ kind: 'confirm', factor })}
        />
      ) : null}
      {stage.kind === 'confirm' ? (
        <div className="space-y-6">
          {stage.factor.totp ? <TotpSetup totp={stage.factor.totp} /> : null}
          <CodeStep
            factor={stage.factor}
            submitLabel={t('security.twoFactor.confirm')}
            onVerified={verified}
          />
        </div>
      ) : null}
      {stage.kind === 'codes' ? <BackupCodesView codes={stage.codes} onDone={finish} /> : null}
    </Dialog>
  );
}

function FactorDetailsForm({
  type,
  onEnrolled,
}: {
  type: FactorType;
  onEnrolled: (factor: EnrolledFactor) => void;
}) {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const errorMessage = useSecurityErrorMessage();
  const enroll = useEnrollFactor();
  const isPhone = type === 'phone';
  const { register, handleSubmit, setError, formState } = useForm<PhoneFactorForm>({
    resolver: zodResolver(isPhone ? phoneFactorFormSchema : appFactorFormSchema),
    defaultValues: {
      friendly_name: isPhone
        ? t('security.twoFactor.defaultPhoneName')
        : t('security.twoFactor.defaultAppName'),
      phone: '',
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(({ friendly_name, phone }) => {
    const request = isPhone
      ? ({ factor_type: 'phone', friendly_name, phone } as const)
      : ({ factor_type: 'totp', friendly_name, issuer: productName } as const);
    enroll.mutate(request, {
      onSuccess: onEnrolled,
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['friendly_name', 'phone'], setError)) {
          toast.error(t('security.twoFactor.enrolFailed'));
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField
        id="factor-name"
        label={t('security.twoFactor.name')}
        hint={t('security.twoFactor.nameHint')}
        error={errorMessage('friendly_name', errors.friendly_name)}
      >
        <input
          id="factor-name"
          {...register('friendly_name')}
          aria-invalid={errors.friendly_name ? true : undefined}
          aria-describedby={describedBy('factor-name', { hint: true, error: errors.friendly_name })}
          className={inputClasses}
        />
      </FormField>
      {isPhone ? (
        <FormField
          id="factor-phone"
          label={t('security.twoFactor.phone')}
          hint={t('security.twoFactor.phoneHint')}
          error={errorMessage('phone', errors.phone)}
        >
          <input
            id="factor-phone"
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+14155550123"
            dir="ltr"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('factor-phone', { hint: true, error: errors.phone })}
            className={inputClasses}
          />
        </FormField>
      ) : null}
      <button type="submit" disabled={enroll.isPending} className={buttonClasses('primary')}>
        {isPhone ? t('security.twoFactor.sendCode') : t('security.twoFactor.continue')}
      </button>
    </form>
  );
}

function TotpSetup({ totp }: { totp: NonNullable<EnrolledFactor['totp']> }) {
  const { t } = useTranslation('account');
  const { isCopied, copy } = useCopy();
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t('security.twoFactor.scan')}</p>
      <img
        src={totp.qr_code}
        alt={t('security.twoFactor.qrAlt')}
        className="mx-auto size-48 rounded-lg bg-white p-2"
      />
      <p className="text-sm text-muted">{t('security.twoFactor.secretIntro')}</p>
      <div className="flex items-center gap-2">
        <code
          dir="ltr"
          data-testid="totp-secret"
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm break-all"
        >
          {totp.secret}
        </code>
        <button
          type="button"
          onClick={() => void copy(totp.secret)}
          className={buttonClasses('secondary')}
        >
          <Copy aria-hidden="true" className="size-4" />
          {isCopied ? t('security.backupCodes.copied') : t('security.twoFactor.copySecret')}
        </button>
      </div>
    </div>
  );
}
