import type {
  Journey,
  JourneyCreate,
  JourneyOwner,
} from '@waymark/shared/journeys/journey-contracts';
import type { Project, ProjectCreate } from '@waymark/shared/journeys/project-contracts';
import { useAuthContext } from '@/lib/auth/auth-context';
import { newPendingId } from '@/lib/offline/pending-id';

/**
 * A journey as the lists show it from the moment it is created until the server has it: its
 * pending id is also its Idempotency-Key, so the outbox sends it once. No steps ticked, no
 * actions (canEdit false: the journey's page does not exist yet).
 */
export function pendingJourney(input: JourneyCreate, owner: JourneyOwner): Journey {
  const now = new Date().toISOString();
  return {
    id: newPendingId(),
    ownerId: owner.id,
    owner,
    projectId: input.projectId ?? null,
    title: input.title,
    description: input.description ?? '',
    category: input.category ?? 'other',
    visibility: input.visibility ?? 'private',
    status: input.status ?? 'planned',
    coverImageUrl: null,
    startDate: input.startDate ?? null,
    targetDate: input.targetDate ?? null,
    completedAt: null,
    stepCount: input.steps?.length ?? 0,
    completedStepCount: 0,
    progress: 0,
    target: input.target
      ? { value: Number(input.target.value), unit: input.target.unit.trim(), logged: 0 }
      : null,
    forkedFromId: null,
    canEdit: false,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** A project as the lists show it until the server has it (see pendingJourney). */
export function pendingProject(input: ProjectCreate, ownerId: string): Project {
  const now = new Date().toISOString();
  return {
    id: newPendingId(),
    ownerId,
    title: input.title,
    description: input.description ?? '',
    icon: input.icon ?? '',
    color: input.color ?? 'slate',
    status: input.status ?? 'active',
    visibility: input.visibility ?? 'private',
    journeyCount: 0,
    stepCount: 0,
    completedStepCount: 0,
    progress: 0,
    canEdit: false,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The signed-in person as a journey's owner line shows them (pages under SignedInOnly). */
export function useJourneyOwner(): JourneyOwner {
  const { user, profile } = useAuthContext();
  return {
    id: user?.id ?? '',
    username: profile?.username ?? null,
    displayName: profile?.fullName ?? user?.name ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
  };
}
