import { describe, expect, it } from 'vitest';
import type { Message } from '@waymark/shared/chat/contracts';
import { withReaction } from '@/features/chat/lib/reaction-change';

const me = '22222222-2222-4222-8222-222222222222';
const her = '33333333-3333-4333-8333-333333333333';
const message = (reactions: Message['reactions']): Message => ({
  id: '44444444-4444-4444-8444-444444444444',
  conversationId: '55555555-5555-4555-8555-555555555555',
  senderId: her,
  body: 'Hello',
  mentions: [],
  replyTo: null,
  attachmentUrl: null,
  clientKey: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  editedAt: null,
  deletedAt: null,
  reactions,
});

describe('my reaction, as shown before the server answers', () => {
  it('adds a new emoji as mine, and joins one someone else chose', () => {
    expect(withReaction(message([]), '🎉', true, me).reactions).toEqual([
      { emoji: '🎉', count: 1, mine: true, userIds: [me] },
    ]);
    const hers = message([{ emoji: '👍', count: 1, mine: false, userIds: [her] }]);
    expect(withReaction(hers, '👍', true, me).reactions).toEqual([
      { emoji: '👍', count: 2, mine: true, userIds: [her, me] },
    ]);
  });

  it('takes mine off, dropping an emoji nobody else chose', () => {
    const shared = message([
      { emoji: '👍', count: 2, mine: true, userIds: [her, me] },
      { emoji: '🎉', count: 1, mine: true, userIds: [me] },
    ]);
    expect(withReaction(withReaction(shared, '👍', false, me), '🎉', false, me).reactions).toEqual([
      { emoji: '👍', count: 1, mine: false, userIds: [her] },
    ]);
  });

  it('changes nothing when the reaction already is as asked', () => {
    const hers = message([{ emoji: '👍', count: 1, mine: false, userIds: [her] }]);
    expect(withReaction(hers, '👍', false, me)).toBe(hers);
    expect(withReaction(message([]), '🎉', false, me).reactions).toEqual([]);
  });
});
