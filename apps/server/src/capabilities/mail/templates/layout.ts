import { textDirection, type LanguageCode } from '@waymark/shared/languages';
import { mailWriter, type MailLocale, type MailWriter } from '@/capabilities/mail/i18n';
import type englishMail from '@/i18n/locales/en/mail.json';
import type { MailMessage } from '@/capabilities/mail/mailer';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

/** What a transactional message says, already in its reader's language (see `mailWriter`). */
export interface MailContent {
  to: string;
  /** The reader's language: `<html lang dir>`, and the direction of the plain text. */
  language: LanguageCode;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Said after the button, e.g. why the reader got the mail. */
  footer: string;
  productName: string;
  /** One-click unsubscribe (works signed out), under the footer of notification mail. */
  unsubscribe?: { label: string; url: string };
}

// Right-to-left mark: starts each line of an Arabic plain-text part, so a mail program that
// guesses a paragraph's direction from its first strong letter sets it right to left even
// when the line begins with a Latin name. Links stay on lines of their own, left to right.
const RLM = '\u200f';

/** One plain-text and one HTML rendering of the same content; every value is escaped in HTML. */
export function renderMail(content: MailContent): MailMessage {
  const { greeting, paragraphs, action, footer, productName, unsubscribe, language } = content;
  const dir = textDirection(language);
  const rtl = dir === 'rtl';
  const line = (text: string) => (rtl && text ? `${RLM}${text}` : text);
  const link = (label: string, url: string) =>
    rtl ? [line(`${label}:`), url] : [`${label}: ${url}`];
  const text = [
    line(greeting),
    '',
    ...paragraphs.flatMap((p) => [line(p), '']),
    ...link(action.label, action.url),
    '',
    line(footer),
    ...(unsubscribe ? link(unsubscribe.label, unsubscribe.url) : []),
    '',
    line(`— ${productName}`),
  ].join('\n');
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}"><body dir="${dir}" style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5; text-align: ${rtl ? 'right' : 'left'}">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${url}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(action.label)}</a></p>
<p style="font-size: 13px; color: #6b7280">${escapeHtml(footer)}<br><span dir="ltr" style="overflow-wrap: anywhere; word-break: break-all">${url}</span></p>${
    unsubscribe
      ? `\n<p style="font-size: 13px; color: #6b7280"><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a></p>`
      : ''
  }
<p>— ${escapeHtml(productName)}</p>
</body></html>
`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    links: unsubscribe ? [action.url, unsubscribe.url] : [action.url],
  };
}

/** What every mail but the notifications one carries: who it goes to, the button's link. */
export interface SectionMailInput {
  productName: string;
  to: string;
  /** Greets the reader by name ("Hello Ada,"); without one, "Hello,". */
  name?: string | null;
  /** Where the button leads. */
  url: string;
  locale?: MailLocale;
}

type MailCatalogue = typeof englishMail;

/** A part of the catalogue with its own subject, button and footer: one kind of mail. */
export type MailSection = {
  [S in keyof MailCatalogue]: MailCatalogue[S] extends { action: string; footer: string }
    ? S
    : never;
}[keyof MailCatalogue];

/** "Hello Ada," or, without a name, "Hello,". */
export const greetingOf = (writer: MailWriter, name: string | null | undefined) =>
  name?.trim() ? writer.t('greeting', { name: name.trim() }) : writer.t('greetingNoName');

/**
 * The one layout of every mail but the notifications: the section's subject (`{{product}}`
 * filled, and `count` where the subject has plural forms), a greeting, the paragraphs
 * `write` says, the section's button to `url` and its footer.
 */
export function renderSectionMail(
  section: MailSection,
  input: SectionMailInput,
  write: (writer: MailWriter, product: string) => { paragraphs: string[]; count?: number },
): MailMessage {
  const writer = mailWriter(input.locale);
  const product = input.productName;
  const { paragraphs, count } = write(writer, product);
  return renderMail({
    to: input.to,
    language: writer.locale.language,
    productName: product,
    subject: writer.t(`${section}.subject`, count === undefined ? { product } : { product, count }),
    greeting: greetingOf(writer, input.name),
    paragraphs,
    action: { label: writer.t(`${section}.action`), url: input.url },
    footer: writer.t(`${section}.footer`),
  });
}

/** The account mails: one paragraph naming the product, one button, a footer. */
export const renderAccountMail = (
  section: 'verifyEmail' | 'changeEmail' | 'resetPassword',
  input: SectionMailInput,
): MailMessage =>
  renderSectionMail(section, input, (writer, product) => ({
    paragraphs: [writer.t(`${section}.body`, { product })],
  }));
