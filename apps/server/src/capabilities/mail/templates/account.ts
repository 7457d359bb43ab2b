import type { MailMessage } from '@/capabilities/mail/mailer';
import { renderAccountMail, type SectionMailInput } from '@/capabilities/mail/templates/layout';

/** Confirms the address a person signed up with. */
export const verifyEmailMessage = (input: SectionMailInput): MailMessage =>
  renderAccountMail('verifyEmail', input);

// Goes to the NEW address: following the link proves the person owns it, and only then
// does the account's address change.
export const changeEmailMessage = (input: SectionMailInput): MailMessage =>
  renderAccountMail('changeEmail', input);

export const resetPasswordMessage = (input: SectionMailInput): MailMessage =>
  renderAccountMail('resetPassword', input);
