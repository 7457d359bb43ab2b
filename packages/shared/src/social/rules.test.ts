import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileVisibilities } from '../profiles';
import {
  contentVisibleTo,
  followOutcome,
  isHiddenByBlock,
  isMuteActive,
  muteExpiry,
  profileAccess,
  type BlockPair,
} from './rules';

const id = fc.constantFrom('a', 'b', 'c', 'd');
const blocks = fc.array(fc.record({ userId: id, blockedUserId: id }), { maxLength: 8 });

describe('isHiddenByBlock', () => {
  it('hides two people from each other when either blocked the other', () => {
    const pairs: BlockPair[] = [{ userId: 'a', blockedUserId: 'b' }];
    expect(isHiddenByBlock('a', 'b', pairs)).toBe(true);
    expect(isHiddenByBlock('b', 'a', pairs)).toBe(true);
    expect(isHiddenByBlock('a', 'c', pairs)).toBe(false);
    expect(isHiddenByBlock('c', 'b', pairs)).toBe(false);
  });

  it('is symmetric, never hides anyone from themselves, and needs a block naming both', () => {
    fc.assert(
      fc.property(id, id, blocks, (a, b, pairs) => {
        expect(isHiddenByBlock(a, b, pairs)).toBe(isHiddenByBlock(b, a, pairs));
        expect(isHiddenByBlock(a, a, pairs)).toBe(false);
        const named = pairs.some(
          (p) =>
            new Set([p.userId, p.blockedUserId]).size === 2 &&
            [p.userId, p.blockedUserId].includes(a) &&
            [p.userId, p.blockedUserId].includes(b),
        );
        expect(isHiddenByBlock(a, b, pairs)).toBe(a !== b && named);
      }),
    );
  });

  it('accepts any iterable (a Set of rows from a query)', () => {
    expect(isHiddenByBlock('a', 'b', new Set([{ userId: 'b', blockedUserId: 'a' }]))).toBe(true);
  });
});

describe('profileAccess', () => {
  it('hides everything from a blocked person, whatever the visibility', () => {
    for (const visibility of profileVisibilities) {
      expect(profileAccess(visibility, 'blocked')).toEqual({ visible: false, details: false });
    }
  });

  it('shows signed-out visitors public profiles only', () => {
    expect(profileAccess('public', 'anonymous')).toEqual({ visible: true, details: true });
    expect(profileAccess('followers', 'anonymous').visible).toBe(false);
    expect(profileAccess('private', 'anonymous').visible).toBe(false);
  });

  it('shows signed-in strangers the card of a closed profile, followers the details', () => {
    for (const visibility of ['followers', 'private'] as const) {
      expect(profileAccess(visibility, 'stranger')).toEqual({ visible: true, details: false });
      expect(profileAccess(visibility, 'follower')).toEqual({ visible: true, details: true });
    }
    expect(profileAccess('public', 'stranger').details).toBe(true);
  });

  it('never shows details without showing the profile', () => {
    for (const visibility of profileVisibilities) {
      for (const relation of ['self', 'anonymous', 'stranger', 'follower', 'blocked'] as const) {
        const access = profileAccess(visibility, relation);
        expect(!access.details || access.visible).toBe(true);
      }
    }
  });
});

describe('followOutcome', () => {
  it('asks for approval on private profiles or when the owner approves followers', () => {
    expect(followOutcome('public', 'everyone')).toBe('accepted');
    expect(followOutcome('followers', 'everyone')).toBe('accepted');
    expect(followOutcome('private', 'everyone')).toBe('pending');
    expect(followOutcome('public', 'approval')).toBe('pending');
  });
});

describe('mutes', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('end after 1, 7 or 30 days, or never', () => {
    expect(muteExpiry('1d', now)?.toISOString()).toBe('2026-03-02T12:00:00.000Z');
    expect(muteExpiry('7d', now)?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(muteExpiry('30d', now)?.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(muteExpiry('forever', now)).toBeNull();
  });

  it('are active until their end, not at or after it', () => {
    const end = muteExpiry('1d', now);
    expect(isMuteActive(end, now)).toBe(true);
    expect(isMuteActive(end, end ?? now)).toBe(false);
    expect(isMuteActive(null, new Date('2100-01-01'))).toBe(true);
  });
});

describe('contentVisibleTo', () => {
  it('shows public content to all but blocked people, followers-only to followers, private to the owner', () => {
    expect(contentVisibleTo('public', 'anonymous')).toBe(true);
    expect(contentVisibleTo('public', 'blocked')).toBe(false);
    expect(contentVisibleTo('followers', 'stranger')).toBe(false);
    expect(contentVisibleTo('followers', 'follower')).toBe(true);
    expect(contentVisibleTo('private', 'follower')).toBe(false);
    expect(contentVisibleTo('private', 'self')).toBe(true);
  });
});
