import { eq } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { journeys } from '@/db/tables/journeys';
import { profiles } from '@/db/tables/profiles';

const journeySelection = {
  journey: journeys,
  owner: {
    username: profiles.username,
    fullName: profiles.fullName,
    avatarUrl: profiles.avatarUrl,
  },
};

/** Journeys with their owner's profile, as the viewer's row-level security lets them see both. */
export function selectJourneys(tx: AppTransaction) {
  return tx
    .select(journeySelection)
    .from(journeys)
    .leftJoin(profiles, eq(profiles.id, journeys.ownerId));
}
