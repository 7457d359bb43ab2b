/**
 * Shared journeys' paths (issue 34), under /api:
 *
 *   GET    sharedWithMe               ?cursor&limit → JourneyPage (newest share first)
 *   GET    collaborators(id)          → CollaboratorList (owner and collaborators)
 *   POST   collaborators(id)          CollaboratorInvite → 201 Collaborator (owner)
 *   PATCH  collaborator(id, userId)   CollaboratorUpdate → Collaborator (owner)
 *   DELETE collaborator(id, userId)   → 204 (owner; or the collaborator themself: leave)
 */
const at = (id: string) => encodeURIComponent(id);

export const collaboratorsApi = {
  sharedWithMe: '/api/journeys/shared-with-me',
  collaborators: (journeyId: string) => `/api/journeys/${at(journeyId)}/collaborators`,
  collaborator: (journeyId: string, userId: string) =>
    `/api/journeys/${at(journeyId)}/collaborators/${at(userId)}`,
} as const;
