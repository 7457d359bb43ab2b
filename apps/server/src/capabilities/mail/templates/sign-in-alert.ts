import type { MailMessage } from '@/capabilities/mail/mailer';
import type { MailLocale } from '@/capabilities/mail/i18n';
import { renderSectionMail } from '@/capabilities/mail/templates/layout';

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
// mail says so and shows the address. The greeting names no one: the alert may reach an
// address whose owner is not the one signing in.
export function signInAlertMessage(input: SignInAlertMailInput): MailMessage {
  const { productName, to, locale, denyUrl: url } = input;
  return renderSectionMail('signInAlert', { productName, to, url, locale }, (writer, product) => {
    const place = input.place ?? writer.t('signInAlert.unknownPlace');
    return {
      paragraphs: [
        writer.t('signInAlert.body', { product }),
        writer.t('signInAlert.device', { device: input.device }),
        input.address
          ? writer.t('signInAlert.placeWithAddress', { place, address: input.address })
          : writer.t('signInAlert.place', { place }),
        writer.t('signInAlert.time', { time: writer.dateTime(input.at) }),
        writer.t('signInAlert.advice'),
      ],
    };
  });
}
