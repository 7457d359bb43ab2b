import type { ProfileVisibility } from '../profiles';

/**
 * The pure rules of the social graph. The server decides with them what a viewer gets,
 * and the profile page's "view my profile as…" preview renders with the same functions,
 * so the preview cannot drift from what others really see. The row-level security
 * policies of drizzle/*_social_rls.sql state the same rules in SQL (tested against these).
 */

/** How the viewer stands to a profile's owner, from the owner's point of view. */
export const viewerRelations = ['self', 'anonymous', 'stranger', 'follower', 'blocked'] as const;
export type ViewerRelation = (typeof viewerRelations)[number];

export interface ProfileAccess {
  /** False: the profile answers 404, as if it did not exist (nothing leaks). */
  visible: boolean;
  /** Bio, location, website, lists, journeys and projects. */
  details: boolean;
}

/**
 * What a viewer may see of a profile. A block hides everything; signed-out visitors see
 * only public profiles; a signed-in stranger sees the name and picture of a followers-only
 * or private profile (to ask to follow), the details only once they follow.
 */
export function profileAccess(
  visibility: ProfileVisibility,
  relation: ViewerRelation,
): ProfileAccess {
  switch (relation) {
    case 'self':
    case 'follower':
      return { visible: true, details: true };
    case 'blocked':
      return { visible: false, details: false };
    case 'anonymous':
      return { visible: visibility === 'public', details: visibility === 'public' };
    case 'stranger':
      return { visible: true, details: visibility === 'public' };
  }
}

export type FollowStatus = 'pending' | 'accepted';

/**
 * A new follow is a request the owner approves when the profile is private or its owner
 * asked to approve followers; otherwise it takes effect at once. (SQL twin: social_follow().)
 */
export function followOutcome(
  visibility: ProfileVisibility,
  whoCanFollow: 'everyone' | 'approval',
): FollowStatus {
  return visibility === 'private' || whoCanFollow === 'approval' ? 'pending' : 'accepted';
}

/** One person's block of another: `userId` blocked `blockedUserId`. */
export interface BlockPair {
  userId: string;
  blockedUserId: string;
}

/**
 * The block rule every feature reuses: two people are hidden from each other when either
 * blocked the other. (SQL twin: app.is_blocked_between(), used by notBlockedBetween().)
 */
export function isHiddenByBlock(a: string, b: string, blocks: Iterable<BlockPair>): boolean {
  if (a === b) return false;
  for (const block of blocks) {
    if (
      (block.userId === a && block.blockedUserId === b) ||
      (block.userId === b && block.blockedUserId === a)
    ) {
      return true;
    }
  }
  return false;
}

export const muteDurations = ['1d', '7d', '30d', 'forever'] as const;
export type MuteDuration = (typeof muteDurations)[number];

const muteDays: Record<Exclude<MuteDuration, 'forever'>, number> = { '1d': 1, '7d': 7, '30d': 30 };

/** When a mute chosen at `now` ends; null means it lasts until undone. */
export function muteExpiry(duration: MuteDuration, now: Date): Date | null {
  if (duration === 'forever') return null;
  return new Date(now.getTime() + muteDays[duration] * 24 * 60 * 60 * 1000);
}

/** A mute with an end hides activity until that moment, not after. */
export function isMuteActive(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() > now.getTime();
}

export type ContentVisibility = 'private' | 'followers' | 'public';

/**
 * Whether a viewer sees one journey or project of the owner's, by its own visibility. SQL
 * twin: public.journey_visible_to_viewer() as replaced by the social migration (blocks hide
 * everything both ways, followers-only content shows to accepted followers).
 */
export function contentVisibleTo(visibility: ContentVisibility, relation: ViewerRelation): boolean {
  switch (relation) {
    case 'self':
      return true;
    case 'blocked':
      return false;
    case 'follower':
      return visibility !== 'private';
    case 'stranger':
    case 'anonymous':
      return visibility === 'public';
  }
}
