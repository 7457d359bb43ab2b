import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  supportRequestSchema,
} from '@waymark/shared/settings';
import { useSupportAnswerTime } from '@/features/settings/api/get-support-answer-time';
import { useSendSupportMessage } from '@/features/settings/api/send-support-message';
import { SectionCard } from '@/ui/section-card';
import { saveErrorMessage } from '@/lib/save-error';
import { CLIENT_INFO } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { buttonClasses } from '@/ui/button-styles';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';
import { Pill } from '@/ui/pill';

const contactSchema = supportRequestSchema.pick({ subject: true, message: true });
const fields = ['subject', 'message'] as const;

/** App version and browser, so an answer can take them into account. */
const sendingContext = () => `${CLIENT_INFO}; ${navigator.userAgent}`.slice(0, 500);

function ContactForm() {
  const { t } = useTranslation('account');
  const send = useSendSupportMessage();
  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(contactSchema),
    defaultValues: { subject: '', message: '' },
  });
  const { errors } = formState;
  const subjectError = errors.subject
    ? t('settings.support.subjectRule', { min: 3, max: SUPPORT_SUBJECT_MAX_LENGTH })
    : undefined;
  const messageError = errors.message
    ? t('settings.support.messageRule', { min: 10, max: SUPPORT_MESSAGE_MAX_LENGTH })
    : undefined;
  const submit = handleSubmit((values) =>
    send.mutate(
      { ...values, context: sendingContext() },
      {
        onSuccess: () => {
          reset();
          toast.success(t('settings.support.sent'));
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, fields, setError)) {
            toast.error(saveErrorMessage(t, error));
          }
        },
      },
    ),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormField id="support-subject" label={t('settings.support.subject')} error={subjectError}>
        <input
          id="support-subject"
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
          aria-invalid={Boolean(subjectError)}
          aria-describedby={describedBy('support-subject', { error: subjectError })}
          className={inputClasses}
          {...register('subject')}
        />
      </FormField>
      <FormField
        id="support-message"
        label={t('settings.support.message')}
        hint={t('settings.support.messageHelp')}
        error={messageError}
      >
        <textarea
          id="support-message"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          aria-invalid={Boolean(messageError)}
          aria-describedby={describedBy('support-message', { hint: true, error: messageError })}
          className={inputClasses}
          {...register('message')}
        />
      </FormField>
      <div className="flex justify-end">
        <button type="submit" disabled={send.isPending} className={buttonClasses('primary', 'md')}>
          {send.isPending ? t('settings.support.sending') : t('settings.support.send')}
        </button>
      </div>
    </form>
  );
}

/** The answer time promised: Pro members are answered first (issue 19). */
function AnswerTime() {
  const { t } = useTranslation('account');
  const { data } = useSupportAnswerTime();
  if (!data) return null;
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-2 text-sm"
      data-testid="support-answer-time"
    >
      {data.priority ? (
        <Pill className="bg-brand-soft text-brand-text">{t('settings.support.priorityBadge')}</Pill>
      ) : null}
      <span className="text-muted">
        {t(data.priority ? 'settings.support.answerPriority' : 'settings.support.answerStandard', {
          hours: data.answerWithinHours,
        })}
      </span>
    </div>
  );
}

export function SupportSection() {
  const { t } = useTranslation('account');
  const linkClasses = 'font-medium text-brand-text underline-offset-4 hover:underline';
  return (
    <>
      <SectionCard title={t('settings.support.helpCard')}>
        <ul className="space-y-2 text-sm">
          <li>
            <Link to={routePatterns.faq} className={linkClasses}>
              {t('settings.support.faq')}
            </Link>
          </li>
          <li>
            <Link to={routePatterns.testSafari} className={linkClasses}>
              {t('settings.support.diagnostics')}
            </Link>
          </li>
        </ul>
        <p className="mt-4 text-sm text-muted">
          {t('settings.support.version', { version: __APP_VERSION__ })}
        </p>
      </SectionCard>
      <SectionCard
        title={t('settings.support.contactCard')}
        description={t('settings.support.contactHelp')}
      >
        <AnswerTime />
        <ContactForm />
      </SectionCard>
    </>
  );
}
