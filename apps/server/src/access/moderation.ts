import type { RouteAccess } from '@/access/declaration';
import type { AppDatabase } from '@/db/client';
import { AppError } from '@/errors';

/** A person's standing in a moderated place: the community (issue 19). */
export interface Standing {
  isModerator: boolean;
  ban: { reason: string | null } | null;
}

/** Looks a person's standing up: given by the feature that keeps moderators and bans. */
export type StandingOf = (db: AppDatabase, userId: string) => Promise<Standing>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's standing, on routes that declare `moderation`; null elsewhere. */
    standing: Standing | null;
  }
}

/** A ban answers 403 COMMUNITY_BANNED with its reason; moderators are never banned. */
export function refuseBanned(standing: Standing): void {
  if (standing.isModerator || !standing.ban) return;
  throw new AppError('COMMUNITY_BANNED', 'A moderator has banned you from the community', {
    details: [{ path: 'reason', message: standing.ban.reason ?? '' }],
  });
}

/** `moderator` routes admit moderators only. */
export function requireModerator(standing: Standing, rule: RouteAccess['moderation']): void {
  if (rule === 'moderator' && !standing.isModerator) {
    throw new AppError('FORBIDDEN', 'Only a community moderator may do that');
  }
}
