/**
 * The mail feature's public module: what other features may use to send mail (the mailer,
 * the messages they send, and the recipient's language). Its transports, outbox, texts and
 * queries stay internal.
 */
export { createMailer, type Mailer, type MailMessage } from '@/features/mail/mailer';
export { mailLocale, type MailLocale } from '@/features/mail/i18n';
export { recipientLocale } from '@/features/mail/locale';
export { escapeHtml } from '@/features/mail/templates/layout';
export { changeEmailMessage } from '@/features/mail/templates/change-email';
export {
  notificationMessage,
  type NotificationMailInput,
  type NotificationMailItem,
} from '@/features/mail/templates/notification';
export { resetPasswordMessage } from '@/features/mail/templates/reset-password';
export { secondFactorLockoutMessage } from '@/features/mail/templates/second-factor-lockout';
export { signInAlertMessage } from '@/features/mail/templates/sign-in-alert';
export { signUpAttemptMessage } from '@/features/mail/templates/sign-up-attempt';
export { verifyEmailMessage } from '@/features/mail/templates/verify-email';
export {
  webhookDisabledMessage,
  type WebhookDisabledMailInput,
} from '@/features/mail/templates/webhook-disabled';
export {
  exportReadyMessage,
  type ExportReadyMailInput,
} from '@/features/mail/templates/export-ready';
export { weeklySummaryMessage } from '@/features/mail/templates/weekly-summary';
