import type { Session, User } from 'better-auth';
import { assuranceLevelSchema, type AssuranceLevel } from '@waymark/shared/factors';

export interface SessionLike {
  user: User;
  session: Session & Record<string, unknown>;
}

/** The session row's `aal` column; anything unreadable counts as the lower level. */
export function sessionAal(session: Record<string, unknown>): AssuranceLevel {
  const parsed = assuranceLevelSchema.safeParse(session.aal);
  return parsed.success ? parsed.data : 'aal1';
}
