import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormAlert } from '@/features/auth/components/form-alert';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { emailOnlySchema, type EmailOnlyValues } from '@/features/auth/lib/auth-schemas';
import { useAuthFieldMessage } from '@/features/auth/lib/field-messages';
import { verificationLinkProblem } from '@/features/auth/lib/link-errors';
import { formErrorMessage } from '@/features/auth/lib/server-errors';
import { useCooldown } from '@/features/auth/lib/use-cooldown';
import { EmailField } from '@/features/auth/components/email-field';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { IconBadge } from '@/ui/icon-badge';

/** Spec: a new link at most once a minute, so an impatient click does not flood the inbox. */
export const RESEND_COOLDOWN_SECONDS = 60;

export function EmailConfirmationPage() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const [searchParams] = useSearchParams();
  // Once a new link went out, the failed one no longer matters: the page says "check your inbox".
  const [hasSentNewLink, setHasSentNewLink] = useState(false);
  const linkProblem = hasSentNewLink ? null : verificationLinkProblem(searchParams.get('error'));
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  // Arriving from sign-up, a mail has just gone out: the first resend waits a minute too.
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, { startNow: !linkProblem && !!email });
  const resend = useSendVerificationEmail();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const fieldMessage = useAuthFieldMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email },
  });

  async function send(address: string) {
    setResult(null);
    try {
      await resend.mutateAsync(address);
      setEmail(address);
      setHasSentNewLink(true);
      cooldown.start();
      setResult({ tone: 'success', message: t('auth.confirmEmail.resent') });
    } catch (error) {
      setResult({ tone: 'error', message: formErrorMessage(t, error) });
    }
  }

  const onSubmitAddress = handleSubmit((values) => send(values.email));
  const emailError = fieldMessage('email', errors.email);
  const isCoolingDown = cooldown.secondsLeft > 0;

  return (
    <AuthCard
      title={linkProblem ? t('auth.confirmEmail.linkProblemTitle') : t('auth.confirmEmail.title')}
      documentTitle={t('auth.confirmEmail.documentTitle', { productName })}
      footer={
        <p>
          {t('auth.confirmEmail.alreadyConfirmed')}{' '}
          <Link to={routePatterns.login} className="font-medium text-brand-text hover:underline">
            {t('auth.logIn')}
          </Link>
        </p>
      }
    >
      {linkProblem ? (
        <FormAlert>
          {linkProblem === 'expired'
            ? t('auth.confirmEmail.linkExpired')
            : t('auth.confirmEmail.linkInvalid')}
        </FormAlert>
      ) : (
        <div className="flex flex-col items-center gap-3 text-center">
          <IconBadge icon={MailCheck} tone="brand" shape="circle" />
          {email ? (
            <p className="text-sm text-muted">
              {t('auth.confirmEmail.sentTo')}{' '}
              <strong dir="ltr" className="font-semibold break-all text-fg">
                {email}
              </strong>
            </p>
          ) : null}
          <p className="text-sm text-muted">{t('auth.confirmEmail.instructions')}</p>
        </div>
      )}

      <div className="mt-6 space-y-3">
        {email && !linkProblem ? (
          <button
            type="button"
            className={buttonClasses('secondary', 'md', 'w-full')}
            disabled={isCoolingDown || resend.isPending}
            aria-busy={resend.isPending}
            onClick={() => void send(email)}
          >
            {isCoolingDown
              ? t('auth.confirmEmail.resendIn', { seconds: cooldown.secondsLeft })
              : t('auth.confirmEmail.resend')}
          </button>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmitAddress(event)} className="space-y-4">
            <p className="text-sm text-muted">{t('auth.confirmEmail.askAddress')}</p>
            <EmailField id="confirm-email" error={emailError} registration={register('email')} />
            {isCoolingDown ? (
              <p className="text-sm text-muted">
                {t('auth.confirmEmail.resendIn', { seconds: cooldown.secondsLeft })}
              </p>
            ) : (
              <SubmitButton
                pending={resend.isPending}
                label={t('auth.confirmEmail.sendNewLink')}
                pendingLabel={t('auth.confirmEmail.sending')}
              />
            )}
          </form>
        )}
        <FormAlert tone={result?.tone ?? 'success'}>{result?.message}</FormAlert>
      </div>
    </AuthCard>
  );
}
