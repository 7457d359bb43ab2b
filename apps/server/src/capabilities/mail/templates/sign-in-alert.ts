import type { MailMessage } from '@/capabilities/mail/mailer';
import { mailWriter, type MailLocale } from '@/capabilities/mail/i18n';
import { renderMail } from '@/capabilities/mail/templates/layout';

export interface SignInAlertMailInput {
  productName: string;
  to: string;
  device: string;
  address: string | null;
  place: string | null;
  /** When the sign-in happened: shown in the reader's time zone. */
  at: Date;
  /** The one-tap "This wasn't me" link (signed, works signed out). */
  denyUrl: string;
  locale?: MailLocale;
}

// There is no GeoIP service: the place is a CDN's country header when one is there, else the
// mail says so and shows the address.
export function signInAlertMessage(input: SignInAlertMailInput): MailMessage {
  const writer = mailWriter(input.locale);
  const texts = writer.texts.signInAlert;
  const place = input.place ?? texts.unknownPlace;
  return renderMail({
    to: input.to,
    language: writer.locale.language,
    productName: input.productName,
    subject: writer.fill(texts.subject, { product: input.productName }),
    greeting: writer.texts.greetingNoName,
    paragraphs: [
      writer.fill(texts.body, { product: input.productName }),
      writer.fill(texts.device, { device: input.device }),
      input.address
        ? writer.fill(texts.placeWithAddress, { place, address: input.address })
        : writer.fill(texts.place, { place }),
      writer.fill(texts.time, { time: writer.dateTime(input.at) }),
      texts.advice,
    ],
    action: { label: texts.action, url: input.denyUrl },
    footer: texts.footer,
  });
}
