import type { PublicProfile } from '@waymark/shared/profiles';
import type { ProfileRow } from '@/features/profiles/queries';

export function presentPublicProfile(row: ProfileRow): PublicProfile {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    createdAt: row.createdAt.toISOString(),
  };
}
