import { renderMail, type MailMessage } from '@/features/mail/service';

export interface SignInAlertMailInput {
  productName: string;
  to: string;
  device: string;
  address: string | null;
  place: string | null;
  /** When, in words ("2026-11-24 18:40 UTC"). */
  at: string;
  /** The one-tap "This wasn't me" link (signed, works signed out). */
  denyUrl: string;
}

// There is no GeoIP service: the place is a CDN's country header when one is there, else the
// mail says so and shows the address.
const strings = {
  subject: (product: string) => `New sign-in to your ${product} account`,
  greeting: 'Hello,',
  body: (input: SignInAlertMailInput) => [
    `Your ${input.productName} account was just signed in to from a device it has not seen before.`,
    `Device: ${input.device}`,
    `Place: ${input.place ?? 'unknown place'}${input.address ? ` (address ${input.address})` : ''}`,
    `Time: ${input.at}`,
    'If this was you, there is nothing to do. If it was not, tap the button: it ends that session, lets you sign out everywhere else, and leads you to change your password.',
  ],
  action: "This wasn't me",
  footer:
    'You get this message whenever your account is signed in to from a new device or browser.',
};

export function signInAlertMessage(input: SignInAlertMailInput): MailMessage {
  return renderMail({
    to: input.to,
    productName: input.productName,
    subject: strings.subject(input.productName),
    greeting: strings.greeting,
    paragraphs: strings.body(input),
    action: { label: strings.action, url: input.denyUrl },
    footer: strings.footer,
  });
}
