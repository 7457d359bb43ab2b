import type { Session, User } from 'better-auth';
import { readAssuranceLevel, type AssuranceLevel } from '@waymark/shared/factors';

export interface SessionLike {
  user: User;
  session: Session & Record<string, unknown>;
}

/** The assurance level a better-auth session reached (its `aal` column). */
export function sessionAal(session: Record<string, unknown>): AssuranceLevel {
  return readAssuranceLevel(session.aal);
}
