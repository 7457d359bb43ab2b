import type { whoCanMessageValues } from '../settings';
import type { Message, Receipt } from './contracts';

export type WhoCanMessage = (typeof whoCanMessageValues)[number];

/**
 * Who may start talking to whom, as the database decides it (app.chat_messaging_decision(),
 * drizzle/0024_chat.sql): the web app uses it to explain before anyone presses Send.
 *   a block either way, or the recipient's "nobody", refuses;
 *   someone the recipient restricted lands in message requests;
 *   with "connections", people not connected land in requests; "everyone" lets anyone in.
 */
export type MessagingDecision = 'direct' | 'request' | 'refused';

export function messagingDecision(input: {
  whoCanMessage: WhoCanMessage;
  blocked: boolean;
  restricted: boolean;
  connected: boolean;
}): MessagingDecision {
  if (input.blocked || input.whoCanMessage === 'nobody') return 'refused';
  if (input.restricted) return 'request';
  if (input.whoCanMessage === 'connections' && !input.connected) return 'request';
  return 'direct';
}

/** The badge text of an unread count: nothing at 0, "99+" past the cap. */
export function unreadBadge(count: number, cap = 99): string | null {
  if (count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}

/**
 * The members who have read `message` (their watermark is at or past it), without its sender.
 * `receipts` holds only the members whose receipts the viewer may see: the database leaves out
 * whoever hides theirs, and everyone when the viewer hides their own.
 */
export function seenBy(
  message: Pick<Message, 'senderId' | 'createdAt'>,
  receipts: readonly Receipt[],
): string[] {
  const at = Date.parse(message.createdAt);
  return receipts
    .filter(
      (receipt) =>
        receipt.userId !== message.senderId &&
        receipt.lastReadAt !== null &&
        Date.parse(receipt.lastReadAt) >= at,
    )
    .map((receipt) => receipt.userId);
}

/** Whether a conversation is muted at `now`. */
export function isMuted(mutedUntil: string | null, now: Date = new Date()): boolean {
  return mutedUntil !== null && Date.parse(mutedUntil) > now.getTime();
}

/** A line of a message for lists and reply quotes: one line, at most `max` characters. */
export function excerptOf(body: string, max = 120): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export type TextSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses and bare www. ones; a trailing dot, comma or closing bracket is prose.
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)\]}'’]/gi;

/** The text cut into plain runs and links (http and https only), in order. */
export function splitLinks(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index > from) segments.push({ kind: 'text', text: text.slice(from, match.index) });
    const raw = match[0];
    segments.push({
      kind: 'link',
      text: raw,
      href: /^https?:\/\//i.test(raw) ? raw : `https://${raw}`,
    });
    from = match.index + raw.length;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
}

/** A fresh idempotency key for a message about to be sent. */
export function newClientKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
