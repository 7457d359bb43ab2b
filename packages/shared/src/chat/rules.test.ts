import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emojiSchema, sendMessageSchema } from './contracts';
import { excerptOf, isMuted, messagingDecision, seenBy, splitLinks, unreadBadge } from './rules';

describe('messagingDecision', () => {
  it('refuses a block or "nobody" whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('everyone', 'connections', 'nobody' as const),
        fc.boolean(),
        fc.boolean(),
        (whoCanMessage, restricted, connected) => {
          expect(messagingDecision({ whoCanMessage, blocked: true, restricted, connected })).toBe(
            'refused',
          );
          expect(
            messagingDecision({ whoCanMessage: 'nobody', blocked: false, restricted, connected }),
          ).toBe('refused');
        },
      ),
    );
  });

  it('sends someone restricted to requests, and strangers when only connections may write', () => {
    const base = { blocked: false, restricted: false, connected: false };
    expect(messagingDecision({ ...base, whoCanMessage: 'everyone', restricted: true })).toBe(
      'request',
    );
    expect(messagingDecision({ ...base, whoCanMessage: 'connections' })).toBe('request');
    expect(messagingDecision({ ...base, whoCanMessage: 'connections', connected: true })).toBe(
      'direct',
    );
    expect(messagingDecision({ ...base, whoCanMessage: 'everyone' })).toBe('direct');
  });
});

describe('seenBy', () => {
  const message = { senderId: 'a', createdAt: '2026-11-24T10:00:00.000Z' };
  it('lists members whose watermark reached the message, never the sender', () => {
    const receipts = [
      { userId: 'a', lastReadMessageId: null, lastReadAt: '2026-11-24T11:00:00.000Z' },
      { userId: 'b', lastReadMessageId: null, lastReadAt: '2026-11-24T10:00:00.000Z' },
      { userId: 'c', lastReadMessageId: null, lastReadAt: '2026-11-24T09:59:59.000Z' },
      { userId: 'd', lastReadMessageId: null, lastReadAt: null },
    ];
    expect(seenBy(message, receipts)).toEqual(['b']);
  });
});

describe('unreadBadge and isMuted', () => {
  it('shows nothing at zero and caps at 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(5)).toBe('5');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
  it('is muted only until the time passes', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(isMuted(null, now)).toBe(false);
    expect(isMuted('2026-11-24T11:00:00Z', now)).toBe(true);
    expect(isMuted('2026-11-24T09:00:00Z', now)).toBe(false);
  });
});

describe('splitLinks and excerptOf', () => {
  it('finds http(s) and www links, leaving trailing punctuation as prose', () => {
    expect(splitLinks('See https://example.com/a?b=1, or www.waymark.app.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.waymark.app', href: 'https://www.waymark.app' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('never makes a link of javascript: or other schemes', () => {
    expect(splitLinks('javascript:alert(1) ftp://x.y')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ftp://x.y' },
    ]);
  });
  it('joins back to the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(
          splitLinks(text)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
  it('keeps one line of at most the given length', () => {
    expect(excerptOf('a\n b   c')).toBe('a b c');
    expect(excerptOf('x'.repeat(10), 5)).toBe('xxxx…');
  });
});

describe('message contracts', () => {
  it('refuses an empty message without attachment, accepts one with', () => {
    const key = { clientKey: 'abcdefgh12' };
    expect(sendMessageSchema.safeParse({ body: '  ', ...key }).success).toBe(false);
    expect(
      sendMessageSchema.safeParse({ body: '', attachmentUrl: '/api/files/c_x.webp', ...key })
        .success,
    ).toBe(true);
    expect(
      sendMessageSchema.safeParse({ body: 'hi', attachmentUrl: 'https://evil.example/x', ...key })
        .success,
    ).toBe(false);
  });
  it('takes one emoji as a reaction, not words', () => {
    expect(emojiSchema.safeParse('👍').success).toBe(true);
    expect(emojiSchema.safeParse('❤️').success).toBe(true);
    expect(emojiSchema.safeParse('👍🏽').success).toBe(true);
    expect(emojiSchema.safeParse('lol').success).toBe(false);
    expect(emojiSchema.safeParse('👍 ok').success).toBe(false);
  });
});
