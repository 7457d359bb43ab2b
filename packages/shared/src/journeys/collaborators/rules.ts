import type { CollaboratorRole, JourneyRole } from './contracts';

/**
 * Who may do what in a shared journey (issue 34). The server's row-level security is the
 * judge; the web reads these to show only the controls that will work.
 */

/** Tick, add, edit and reorder steps, edit the title, description and document. */
export const canEditContent = (role: JourneyRole | null | undefined): boolean =>
  role === 'owner' || role === 'editor';

/** Delete, change visibility, move between projects, share: the owner's alone. */
export const canManageJourney = (role: JourneyRole | null | undefined): boolean => role === 'owner';

/**
 * The Pro rule: a journey shared with one person is free; a second collaborator (and more)
 * needs the owner's Pro subscription. `current` is how many people it is shared with now.
 */
export const COLLABORATORS_FREE = 1;
export const addingNeedsPro = (current: number): boolean => current + 1 > COLLABORATORS_FREE;

/** What the owner may set a collaborator's role to: the two roles, nothing above them. */
export const isCollaboratorRole = (value: string): value is CollaboratorRole =>
  value === 'editor' || value === 'viewer';
