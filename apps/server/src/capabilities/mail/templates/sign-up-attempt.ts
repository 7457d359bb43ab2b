import type { MailMessage } from '@/capabilities/mail/mailer';
import { renderSectionMail, type SectionMailInput } from '@/capabilities/mail/templates/layout';

/** `url` is the sign-in page, which also links to "forgot password". */
export interface SignUpAttemptMailInput extends SectionMailInput {
  name: string;
}

// Sent instead of telling the sign-up form that the address is taken: the answer to the form
// is the same for every address, and only the owner of this one learns of the attempt.
export function signUpAttemptMessage(input: SignUpAttemptMailInput): MailMessage {
  return renderSectionMail('signUpAttempt', input, (writer, product) => ({
    paragraphs: [writer.t('signUpAttempt.body', { product }), writer.t('signUpAttempt.advice')],
  }));
}
