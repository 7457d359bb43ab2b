import type { PaginationQuery } from '@waymark/shared/journeys/common-contracts';
import {
  entryFutureMessage,
  latestCalendarDate,
  type EntryCreate,
  type JourneyEntry,
  type JourneyEntryPage,
} from '@waymark/shared/journeys/entry-contracts';
import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import { localDate } from '@waymark/shared/journeys/dates';
import { isTimeZone } from '@waymark/shared/settings';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { afterCommit } from '@/db/after-commit';
import { readOnly, withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { timeZoneSetting } from '@/capabilities/time-zone/queries';
import { toPage } from '@/lib/keyset-cursor';
import { recordEntryLogged } from '@/capabilities/activities/service';
import { cardOf, peopleCards } from '@/capabilities/people/cards';
import { invalidField } from '@/features/journeys/errors';
import { presentOwn, readJourney, refusal } from '@/features/journeys/journey-access';
import {
  canEditJourney,
  deleteEntryRow,
  findEntry,
  insertEntry,
  listEntryRows,
  type EntryRecord,
} from '@/features/journeys/entries/entry-queries';

const entryNotFound = () => new AppError('NOT_FOUND', 'Entry not found');

/**
 * The person's today and the latest day they may date an entry. In their chosen time zone both
 * are that zone's today. With the zone left automatic the server does not know it: an entry
 * without a date is dated in UTC (as habits' check-ins are), and a date up to the latest day
 * anywhere (UTC+14) is accepted, so nobody east of UTC is told their today is in the future.
 */
async function daysOf(
  tx: AppTransaction,
  userId: string,
): Promise<{ today: string; latest: string }> {
  const zone = await timeZoneSetting(tx, userId);
  if (zone && isTimeZone(zone)) {
    const today = localDate(Date.now(), zone);
    return { today, latest: today };
  }
  return { today: localDate(Date.now(), 'UTC'), latest: latestCalendarDate() };
}

function presentEntry(
  entry: EntryRecord,
  author: JourneyEntry['author'],
  viewer: { id: string | null; ownsJourney: boolean },
): JourneyEntry {
  return {
    id: entry.id,
    journeyId: entry.journeyId,
    amount: Number(entry.amount),
    note: entry.note,
    occurredOn: entry.occurredOn,
    createdAt: entry.createdAt.toISOString(),
    author,
    canDelete: viewer.ownsJourney || (viewer.id !== null && entry.authorId === viewer.id),
  };
}

async function presentEntries(
  tx: AppTransaction,
  entries: readonly EntryRecord[],
  viewer: { id: string | null; ownsJourney: boolean },
) {
  const cards = await peopleCards(
    tx,
    entries.map((entry) => entry.authorId),
    { signedIn: viewer.id !== null },
  );
  return (entry: EntryRecord) => {
    const card = cardOf(cards, entry.authorId);
    return presentEntry(
      entry,
      {
        id: card.id,
        username: card.username,
        displayName: card.fullName,
        avatarUrl: card.avatarUrl,
      },
      viewer,
    );
  };
}

/** The journey as it is after an entry changed, and a live update for its open pages. */
async function progressed(tx: AppTransaction, journeyId: string, userId: string) {
  const journey = await presentOwn(tx, journeyId, userId);
  afterCommit(tx, 'journey.progressed', {
    journeyId,
    status: journey.status,
    stepCount: journey.stepCount,
    completedStepCount: journey.completedStepCount,
    progress: journey.progress,
  });
  return journey;
}

/**
 * POST /api/journeys/:id/entries: logs an amount toward the journey (its owner or an editor of
 * a shared journey: the insert policy asks app.can_edit_journey()). A journey the caller may
 * not see is 404, as is one they only see as a follower or visitor; a viewer of a shared
 * journey is told they may not write (403), as for steps.
 */
export async function logEntry(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  input: EntryCreate,
): Promise<{ entry: JourneyEntry; journey: Journey }> {
  return withUser(db, userId, async (tx) => {
    const { journey } = await readJourney(tx, journeyId);
    // The insert policy's own question, asked first so a refusal is an answer, not an error.
    if (!(await canEditJourney(tx, journeyId))) throw await refusal(tx, journeyId);
    const { today, latest } = await daysOf(tx, userId);
    const occurredOn = input.occurredOn ?? today;
    if (occurredOn > latest) throw invalidField('occurredOn', entryFutureMessage);
    const entry = await insertEntry(tx, {
      journeyId,
      authorId: userId,
      amount: input.amount,
      note: input.note ?? '',
      occurredOn,
    });
    await recordEntryLogged(tx, userId, journey, {
      id: entry.id,
      amount: Number(entry.amount),
      unit: journey.targetUnit,
    });
    const present = await presentEntries(tx, [entry], { id: userId, ownsJourney: true });
    return { entry: present(entry), journey: await progressed(tx, journeyId, userId) };
  });
}

/** GET /api/journeys/:id/entries: what the viewer may see of the journey, newest first. */
export async function listEntries(
  db: AppDatabase,
  viewerId: string | null,
  journeyId: string,
  query: PaginationQuery,
): Promise<JourneyEntryPage> {
  return withUser(
    db,
    viewerId,
    async (tx) => {
      const { journey } = await readJourney(tx, journeyId);
      const found = await listEntryRows(tx, journeyId, query);
      const present = await presentEntries(tx, found.rows.slice(0, query.limit), {
        id: viewerId,
        ownsJourney: journey.ownerId === viewerId,
      });
      return toPage(found, query.limit, present);
    },
    readOnly,
  );
}

/**
 * DELETE /api/journeys/:id/entries/:entryId: by its author or the journey's owner (the
 * delete policy). An entry the caller may see but not delete is 403; one they may not see, 404.
 */
export async function deleteEntry(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  entryId: string,
): Promise<{ journey: Journey }> {
  return withUser(db, userId, async (tx) => {
    await readJourney(tx, journeyId);
    const entry = await findEntry(tx, journeyId, entryId);
    if (!entry) throw entryNotFound();
    const deleted = await deleteEntryRow(tx, journeyId, entryId);
    if (!deleted) {
      throw new AppError(
        'FORBIDDEN',
        'Only its author or the journey’s owner may delete this entry',
      );
    }
    return { journey: await progressed(tx, journeyId, userId) };
  });
}
