import { journeyActivityTimeline } from '@waymark/shared/journeys/journey-activity';
import {
  JOURNEY_ACTIVITY_LIMIT,
  type JourneyActivity,
  type JourneyActivityItem,
} from '@waymark/shared/journeys/journey-activity-contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { visibleForksOf } from '@/features/journeys/activity-queries';
import { readJourney } from '@/features/journeys/journey-access';
import { findVisibleJourney } from '@/features/journeys/journey-queries';
import { presentJourney, type JourneyRecord } from '@/capabilities/journey-cards/presenter';
import { stepsOf } from '@/features/journeys/step-queries';
import { peopleCards, type PeopleCards } from '@/capabilities/people/cards';

const iso = (value: Date) => value.toISOString();

/** `by` of an event, as the activity shows people (a journey owner's shape). */
function byOf(cards: PeopleCards, id: string | null) {
  const card = id ? cards.get(id) : undefined;
  if (!card) return {};
  return {
    by: {
      id: card.id,
      username: card.username,
      displayName: card.fullName,
      avatarUrl: card.avatarUrl,
    },
  };
}

/** Created, or forked from a journey the viewer may (still) see. */
async function beginning(tx: AppTransaction, journey: JourneyRecord): Promise<JourneyActivityItem> {
  const at = iso(journey.createdAt);
  if (!journey.forkedFromId) return { kind: 'created', at };
  const source = await findVisibleJourney(tx, journey.forkedFromId);
  return {
    kind: 'forkedFrom',
    at,
    source: source ? { id: source.journey.id, title: source.journey.title } : null,
  };
}

/**
 * GET /api/journeys/:id/activity: the journey's story told from the rows it keeps (its own
 * dates, its ticked steps, its forks), so an unticked step drops out and nothing can disagree
 * with the page. Whoever may see the journey may read it; the forks are those the viewer may
 * see too. Unseen journeys are 404, like the journey itself.
 */
export async function getJourneyActivity(
  db: AppDatabase,
  viewerId: string | null,
  id: string,
): Promise<JourneyActivity> {
  return withUser(db, viewerId, async (tx) => {
    const { journey } = await readJourney(tx, id);
    const steps = await stepsOf(tx, id);
    const forks = await visibleForksOf(tx, id, JOURNEY_ACTIVITY_LIMIT);
    // Who ticked each step (an editor of a shared journey, or the owner): named when the
    // viewer may see their card, else left out.
    const tickers = await peopleCards(
      tx,
      steps.flatMap((step) => (step.completedAt && step.completedBy ? [step.completedBy] : [])),
      { signedIn: viewerId !== null },
    );
    const events: JourneyActivityItem[] = [
      await beginning(tx, journey),
      ...steps.flatMap((step) =>
        step.completedAt
          ? [
              {
                kind: 'stepCompleted' as const,
                at: iso(step.completedAt),
                stepId: step.id,
                title: step.title,
                ...byOf(tickers, step.completedBy),
              },
            ]
          : [],
      ),
      ...(journey.completedAt
        ? [{ kind: 'completed' as const, at: iso(journey.completedAt) }]
        : []),
      ...forks.map((row) => ({
        kind: 'forked' as const,
        at: iso(row.journey.createdAt),
        journeyId: row.journey.id,
        by: presentJourney(row, viewerId).owner,
      })),
    ];
    return { items: journeyActivityTimeline(events) };
  });
}
