import type {
  Collaborator,
  CollaboratorList,
  CollaboratorRole,
} from '@waymark/shared/journeys/collaborators/contracts';
import { addingNeedsPro } from '@waymark/shared/journeys/collaborators/rules';
import { subscriptionGivesAccess } from '@waymark/shared/billing/access-rule';
import type { JourneyPage } from '@waymark/shared/journeys/list-contracts';
import type { PaginationQuery } from '@waymark/shared/journeys/common-contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { afterCommit } from '@/db/after-commit';
import { isUniqueViolation } from '@/db/errors';
import { readOnly, withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { toPage } from '@/lib/keyset-cursor';
import { cardOf, peopleCards } from '@/capabilities/people/cards';
import { recordNotifications } from '@/capabilities/notification-records/record';
import { presentJourney, type JourneyRecord } from '@/capabilities/journey-cards/presenter';
import { billingClock } from '@/capabilities/subscriptions/clock';
import { statusOf } from '@/capabilities/subscriptions/status';
import { journeyNotFound, ownerOnly } from '@/features/journeys/errors';
import { lockForChange, readJourney } from '@/features/journeys/journey-access';
import { journeyRoleOf } from '@/features/journeys/journey-queries';
import {
  collaboratorsOf,
  countCollaborators,
  deleteCollaborator,
  findCollaborator,
  insertCollaborator,
  isBlockedWith,
  personIdByUsername,
  sharedJourneyRows,
  updateCollaboratorRole,
  type CollaboratorRecord,
} from '@/features/journeys/collaborators/queries';

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, { details: [{ path, message }] });
const collaboratorNotFound = () =>
  new AppError('NOT_FOUND', 'This person is not a collaborator of this journey');

async function present(tx: AppTransaction, rows: CollaboratorRecord[]): Promise<Collaborator[]> {
  const cards = await peopleCards(
    tx,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    person: cardOf(cards, row.userId),
    role: row.role,
    addedAt: row.createdAt.toISOString(),
  }));
}

/**
 * The Pro rule (issue 34): one collaborator is free, a second needs the owner's subscription
 * (the free days after sign-up do not count: they open Pro's features to try, not to keep).
 * 402 SUBSCRIPTION_REQUIRED, which the web answers with its paywall preview.
 */
async function requireProForMore(tx: AppTransaction, db: AppDatabase, owner: JourneyRecord) {
  if (!addingNeedsPro(await countCollaborators(tx, owner.id))) return;
  const status = await statusOf(tx, db, owner.ownerId, billingClock.now());
  if (!subscriptionGivesAccess(status)) {
    throw new AppError(
      'SUBSCRIPTION_REQUIRED',
      'Sharing a journey with more than one person is part of Waymark Pro: subscribe to add more people.',
    );
  }
}

/** POST /api/journeys/:id/collaborators: the owner lets someone in, at once; they are told. */
export async function addCollaborator(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  input: { username: string; role: CollaboratorRole },
): Promise<Collaborator> {
  try {
    return await withUser(db, userId, async (tx) => {
      // The owner's alone: an editor or viewer is told so, a stranger gets 404.
      const journey = await lockForChange(tx, journeyId, userId);
      const personId = await personIdByUsername(tx, input.username);
      if (!personId) throw invalid('username', `Nobody is called @${input.username}`);
      if (personId === userId) {
        throw invalid('username', 'You own this journey: share it with someone else');
      }
      if (await isBlockedWith(tx, personId)) {
        throw new AppError(
          'FORBIDDEN',
          'You cannot share a journey with someone a block stands between',
        );
      }
      if (await findCollaborator(tx, journeyId, personId)) {
        throw new AppError('CONFLICT', `@${input.username} already has access to this journey`);
      }
      await requireProForMore(tx, db, journey);
      const row = await insertCollaborator(tx, {
        journeyId,
        userId: personId,
        role: input.role,
        addedBy: userId,
      });
      await recordNotifications(tx, [
        {
          recipientId: personId,
          actorId: userId,
          kind: 'journeyShared',
          subject: { type: 'journey', id: journeyId },
          excerpt: journey.title,
        },
      ]);
      const [presented] = await present(tx, [row]);
      return presented!;
    });
  } catch (error) {
    // Two invitations of the same person at once: the key settles it.
    if (isUniqueViolation(error, 'journey_collaborators_pkey')) {
      throw new AppError('CONFLICT', `@${input.username} already has access to this journey`);
    }
    throw error;
  }
}

/** GET /api/journeys/:id/collaborators: the journey's people, to its owner and collaborators. */
export async function listCollaborators(
  db: AppDatabase,
  userId: string,
  journeyId: string,
): Promise<CollaboratorList> {
  return withUser(
    db,
    userId,
    async (tx) => {
      const { journey } = await readJourney(tx, journeyId);
      const myRole = await journeyRoleOf(tx, journeyId);
      // Someone who only sees a public journey is not told who it is shared with.
      if (!myRole) throw ownerOnly('see who it is shared with');
      const rows = await collaboratorsOf(tx, journeyId);
      const cards = await peopleCards(tx, [journey.ownerId]);
      return { owner: cardOf(cards, journey.ownerId), myRole, items: await present(tx, rows) };
    },
    readOnly,
  );
}

/** PATCH /api/journeys/:id/collaborators/:userId: the owner changes someone's role. */
export async function changeCollaboratorRole(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  personId: string,
  role: CollaboratorRole,
): Promise<Collaborator> {
  return withUser(db, userId, async (tx) => {
    await lockForChange(tx, journeyId, userId);
    const row = await updateCollaboratorRole(tx, journeyId, personId, role);
    if (!row) throw collaboratorNotFound();
    // An editor made a viewer may have the page open with edit controls: they read it again.
    afterCommit(tx, 'journey.accessChanged', { journeyId });
    const [presented] = await present(tx, [row]);
    return presented!;
  });
}

/**
 * DELETE /api/journeys/:id/collaborators/:userId: the owner removes someone, or a collaborator
 * leaves (their own id). Either way their access ends with the transaction.
 */
export async function removeCollaborator(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  personId: string,
): Promise<void> {
  await withUser(db, userId, async (tx) => {
    const role = await journeyRoleOf(tx, journeyId);
    if (role === null) throw journeyNotFound();
    if (role !== 'owner' && personId !== userId) throw ownerOnly('remove other people');
    if (!(await deleteCollaborator(tx, journeyId, personId))) throw collaboratorNotFound();
    afterCommit(tx, 'journey.accessChanged', { journeyId });
  });
}

/** GET /api/journeys/shared-with-me: live journeys others shared with the caller, newest first. */
export async function listSharedWithMe(
  db: AppDatabase,
  userId: string,
  query: Required<Pick<PaginationQuery, 'limit'>> & Pick<PaginationQuery, 'cursor'>,
): Promise<JourneyPage> {
  return withUser(
    db,
    userId,
    async (tx) => {
      const found = await sharedJourneyRows(tx, { userId, ...query });
      return toPage(found, query.limit, (row) => presentJourney(row, userId));
    },
    readOnly,
  );
}
