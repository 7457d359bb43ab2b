import { useQuery } from '@tanstack/react-query';
import { cardPageSchema, type ProfileCard } from '@waymark/shared/social/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Pages read per side: 4 × 50 people is plenty to jump to someone by name. */
const MAX_PAGES_PER_SIDE = 4;

async function readSide(
  userId: string,
  side: 'following' | 'followers',
  signal: AbortSignal,
): Promise<ProfileCard[]> {
  const people: ProfileCard[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES_PER_SIDE; page += 1) {
    const search: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    const answer = await api.get(`/api/profiles/${encodeURIComponent(userId)}/${side}${search}`, {
      schema: cardPageSchema,
      signal,
    });
    people.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return people;
}

/**
 * The people someone knows: whom they follow first, then their followers, each once: the
 * palette's suggestions before typing, and matches the server's people search may not list.
 */
export function useMyNetwork(userId: string) {
  return useQuery({
    queryKey: queryKeys.profile.social.network(userId),
    queryFn: async ({ signal }) => {
      const [following, followers] = await Promise.all([
        readSide(userId, 'following', signal),
        readSide(userId, 'followers', signal),
      ]);
      const byId = new Map<string, ProfileCard>();
      for (const person of [...following, ...followers]) {
        if (!byId.has(person.id)) byId.set(person.id, person);
      }
      return [...byId.values()];
    },
    staleTime: 60_000,
  });
}
