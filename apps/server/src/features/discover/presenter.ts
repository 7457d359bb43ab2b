import {
  discoverJourneySchema,
  discoverPersonSchema,
  discoverProjectSchema,
  type DiscoverJourney,
  type DiscoverPerson,
  type DiscoverProject,
  type SuggestedPerson,
  type SuggestionReason,
} from '@waymark/shared/discover/contracts';
import type { FollowState } from '@waymark/shared/social/contracts';
import type {
  JourneyCardRow,
  PersonRow,
  ProjectCardRow,
  SuggestionCandidate,
} from '@/features/discover/queries';

const instantOf = (value: string | Date) => new Date(value).toISOString();

const ownerOf = (row: JourneyCardRow | ProjectCardRow) => ({
  id: row.owner_id,
  username: row.owner_username,
  fullName: row.owner_full_name,
  avatarUrl: row.owner_avatar_url,
});

export function presentJourney(row: JourneyCardRow): DiscoverJourney {
  return discoverJourneySchema.parse({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    progress: row.progress,
    stepCount: row.step_count,
    completedStepCount: row.completed_step_count,
    coverImageUrl: row.cover_image_url,
    createdAt: instantOf(row.created_at),
    owner: ownerOf(row),
  });
}

export function presentProject(row: ProjectCardRow): DiscoverProject {
  return discoverProjectSchema.parse({
    id: row.id,
    title: row.title,
    description: row.description,
    icon: row.icon,
    color: row.color,
    owner: ownerOf(row),
  });
}

const followStates: Record<'pending' | 'accepted', FollowState> = {
  pending: 'requested',
  accepted: 'following',
};

/** `isSignedIn` false: a visitor follows nobody, so no follow state is told. */
export function presentPerson(row: PersonRow, isSignedIn: boolean): DiscoverPerson {
  return discoverPersonSchema.parse({
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    following: isSignedIn ? (row.follow_status ? followStates[row.follow_status] : 'none') : null,
  });
}

/** The strongest of the signals that ranked them, as the card tells it. */
function reasonOf(candidate: SuggestionCandidate | undefined): SuggestionReason {
  if (!candidate) return 'sameLanguage';
  if (candidate.mutual_count > 0) return 'followedByFollowing';
  if (candidate.shared_categories > 0) return 'similarCategories';
  if (candidate.recent_events > 0) return 'activeRecently';
  return 'sameLanguage';
}

export function presentSuggestion(
  row: PersonRow,
  candidate: SuggestionCandidate | undefined,
): SuggestedPerson {
  return {
    ...presentPerson(row, true),
    reason: reasonOf(candidate),
    mutualCount: candidate?.mutual_count ?? 0,
  };
}

/** Rows in the order of `ids` (the ranking), dropping ids the viewer may not see. */
export function inOrder<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
