import { describe, expect, it } from 'vitest';
import {
  approvalNotifications,
  cheerNotifications,
  commentNotifications,
  EXCERPT_LENGTH,
} from '@/features/engage/notify-people';

const [owner, author, ada, bob] = ['owner', 'author', 'ada', 'bob'];
const base = { authorId: author, ownerId: owner, commentId: 'c1', activityId: 'a1', body: 'Hi' };

describe('who hears of cheers and comments', () => {
  it('tells the owner of a cheer, unless they cheered their own', () => {
    expect(cheerNotifications({ actorId: ada, ownerId: owner, activityId: 'a1' })).toEqual([
      { recipientId: owner, actorId: ada, kind: 'cheer', subject: { type: 'activity', id: 'a1' } },
    ]);
    expect(cheerNotifications({ actorId: owner, ownerId: owner, activityId: 'a1' })).toEqual([]);
  });

  it('tells the owner of a comment and each mentioned person once, never the author', () => {
    const causes = commentNotifications({
      ...base,
      mentionedIds: [ada, author, owner, ada, bob],
      pending: false,
    });
    expect(causes.map((cause) => [cause.kind, cause.recipientId])).toEqual([
      ['comment', owner],
      ['mention', ada],
      ['mention', bob],
    ]);
    expect(causes.every((cause) => cause.actorId === author && cause.excerpt === 'Hi')).toBe(true);
    expect(causes[1]?.subject).toEqual({ type: 'comment', id: 'c1' });
  });

  it('does not tell the owner of their own comment, but tells whom they mention', () => {
    const causes = commentNotifications({
      ...base,
      authorId: owner,
      mentionedIds: [ada],
      pending: false,
    });
    expect(causes.map((cause) => [cause.kind, cause.recipientId])).toEqual([['mention', ada]]);
  });

  it('tells only the owner of a pending comment; the mentioned hear of it on approval', () => {
    const pending = commentNotifications({ ...base, mentionedIds: [ada], pending: true });
    expect(pending.map((cause) => [cause.kind, cause.recipientId])).toEqual([['comment', owner]]);
    const approved = approvalNotifications({ ...base, mentionedIds: [ada, owner] });
    expect(approved.map((cause) => [cause.kind, cause.recipientId])).toEqual([['mention', ada]]);
  });

  it('shows a short excerpt of a long comment', () => {
    const [cause] = commentNotifications({
      ...base,
      body: 'x'.repeat(500),
      mentionedIds: [],
      pending: false,
    });
    expect(cause?.excerpt).toHaveLength(EXCERPT_LENGTH);
    expect(cause?.excerpt?.endsWith('…')).toBe(true);
  });
});
