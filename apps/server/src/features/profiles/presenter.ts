import type { OwnProfile, ProfileVisibility, PublicProfile } from '@waymark/shared/profiles';
import type { ProfileRow } from '@/capabilities/people/queries';

export function presentPublicProfile(row: ProfileRow): PublicProfile {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    location: row.location,
    website: row.website,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only ever for the profile's owner: it adds their settings. */
export function presentOwnProfile(row: ProfileRow): OwnProfile {
  return {
    ...presentPublicProfile(row),
    language: row.language,
    visibility: row.visibility satisfies ProfileVisibility,
    onboardedAt: row.onboardedAt?.toISOString() ?? null,
  };
}
