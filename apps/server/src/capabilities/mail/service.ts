/**
 * The mail feature's public module: what other features may use to send mail (the mailer,
 * the messages they send, and the recipient's language). Its transports, outbox, texts and
 * queries stay internal.
 */
export { createMailer, type Mailer, type MailMessage } from '@/capabilities/mail/mailer';
export { mailLocale, type MailLocale } from '@/capabilities/mail/i18n';
export { recipientLocale } from '@/capabilities/mail/locale';
export { escapeHtml } from '@/capabilities/mail/templates/layout';
export {
  changeEmailMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from '@/capabilities/mail/templates/account';
export {
  notificationMessage,
  type NotificationMailInput,
  type NotificationMailItem,
} from '@/capabilities/mail/templates/notification';
export { secondFactorLockoutMessage } from '@/capabilities/mail/templates/second-factor-lockout';
export { signInAlertMessage } from '@/capabilities/mail/templates/sign-in-alert';
export { signUpAttemptMessage } from '@/capabilities/mail/templates/sign-up-attempt';
export {
  webhookDisabledMessage,
  type WebhookDisabledMailInput,
} from '@/capabilities/mail/templates/webhook-disabled';
export {
  exportReadyMessage,
  type ExportReadyMailInput,
} from '@/capabilities/mail/templates/export-ready';
export { weeklySummaryMessage } from '@/capabilities/mail/templates/weekly-summary';
