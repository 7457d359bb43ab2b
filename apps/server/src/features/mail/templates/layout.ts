import type { MailMessage } from '@/features/mail/mailer';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

/** What a transactional message says; each template keeps its strings in one object for translation. */
export interface MailContent {
  to: string;
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

/** One plain-text and one HTML rendering of the same content; every value is escaped in HTML. */
export function renderMail(content: MailContent): MailMessage {
  const { greeting, paragraphs, action, footer, productName, unsubscribe } = content;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    footer,
    ...(unsubscribe ? [`${unsubscribe.label}: ${unsubscribe.url}`] : []),
    '',
    `— ${productName}`,
  ].join('\n');
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${url}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #fff; border-radius: 6px; text-decoration: none">${escapeHtml(action.label)}</a></p>
<p style="font-size: 13px; color: #6b7280">${escapeHtml(footer)}<br>${url}</p>${
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

/** Who a one-link message goes to, and the link. */
export interface ActionMailInput {
  productName: string;
  to: string;
  name: string;
  url: string;
}

/** A template's English strings, in one place per template, ready to move into locale files. */
export interface ActionMailStrings {
  subject: (product: string) => string;
  greeting: (name: string) => string;
  body: (product: string) => string;
  action: string;
  footer: string;
}

/** The shape every account mail shares: greeting, one paragraph, one button, a footer. */
export function renderActionMail(
  strings: ActionMailStrings,
  { productName, to, name, url }: ActionMailInput,
): MailMessage {
  return renderMail({
    to,
    productName,
    subject: strings.subject(productName),
    greeting: strings.greeting(name),
    paragraphs: [strings.body(productName)],
    action: { label: strings.action, url },
    footer: strings.footer,
  });
}
