/**
 * The mail feature's public module: what other features may use to send mail (the mailer
 * and the messages they send). Its transports and outbox stay internal.
 */
export { createMailer, type Mailer, type MailMessage } from '@/features/mail/mailer';
export { escapeHtml, renderMail } from '@/features/mail/templates/layout';
export { changeEmailMessage } from '@/features/mail/templates/change-email';
export {
  notificationMessage,
  type NotificationMailInput,
} from '@/features/mail/templates/notification';
export { resetPasswordMessage } from '@/features/mail/templates/reset-password';
export { secondFactorLockoutMessage } from '@/features/mail/templates/second-factor-lockout';
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
