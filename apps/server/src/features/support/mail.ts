import { escapeHtml, type MailMessage } from '@/capabilities/mail/service';

export interface SupportMailInput {
  productName: string;
  to: string;
  ticketId: string;
  from: string;
  userId: string | null;
  subject: string;
  message: string;
  context: string | undefined;
  /** A Pro member's ticket (issue 19): flagged in the subject and the facts. */
  priority?: boolean;
}

/** To the people who answer support: who wrote, from where, and the message as written. */
export function supportMailMessage(input: SupportMailInput): MailMessage {
  const facts: [string, string][] = [
    ['From', input.from],
    ['Account', input.userId ?? 'visitor (not signed in)'],
    ['Ticket', input.ticketId],
    ['Priority', input.priority ? 'PRIORITY (Pro member)' : 'normal'],
    ...(input.context ? ([['Sent from', input.context]] as [string, string][]) : []),
  ];
  const text = [
    input.subject,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    input.message,
    '',
    'Reply to this mail to answer them.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5">
<h1 style="font-size: 18px">${escapeHtml(input.subject)}</h1>
<table>${facts
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<p style="white-space: pre-wrap">${escapeHtml(input.message)}</p>
<p style="font-size: 13px; color: #6b7280">Reply to this mail to answer them.</p>
</body></html>
`;
  return {
    to: input.to,
    replyTo: input.from,
    subject: `[${input.productName} support]${input.priority ? ' [PRIORITY]' : ''} ${input.subject}`,
    text,
    html,
    links: [],
  };
}
