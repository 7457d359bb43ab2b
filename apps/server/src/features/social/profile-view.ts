import type { ProfileVisibility } from '@waymark/shared/profiles';
import type { CardPage, ProfileView, Relationship } from '@waymark/shared/social/contracts';
import { SOCIAL_PAGE_SIZE } from '@waymark/shared/social/contracts';
import { contentVisibleTo, profileAccess, type ViewerRelation } from '@waymark/shared/social/rules';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { readOnly, withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import type { ProfileRow } from '@/capabilities/people/service';
import { peopleCards, plainCard } from '@/capabilities/people/cards';
import {
  findCounts,
  findFollowPage,
  findJourneyCounts,
  findReadableProfile,
  findRelationship,
  type FollowListSide,
  type JourneyCounts,
  type RelationshipRow,
} from '@/features/social/queries';

const notFound = () => new AppError('NOT_FOUND', 'Profile not found');

const noRelationship: Relationship = {
  following: 'none',
  followsMe: false,
  requestedToFollowMe: false,
  connection: null,
  blockedByMe: false,
  restrictedByMe: false,
  mutedUntil: null,
};

const cardOf = (row: ProfileRow) => ({
  id: row.id,
  username: row.username,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl,
});

const detailsOf = (row: ProfileRow) => ({
  bio: row.bio,
  location: row.location,
  website: row.website,
  createdAt: row.createdAt.toISOString(),
});

function presentRelationship(me: string, row: RelationshipRow): Relationship {
  const connection =
    row.connection_status && row.connection_type
      ? {
          status:
            row.connection_status === 'accepted'
              ? ('connected' as const)
              : row.connection_asker === me
                ? ('outgoing' as const)
                : ('incoming' as const),
          connectionType: row.connection_type as NonNullable<
            Relationship['connection']
          >['connectionType'],
        }
      : null;
  return {
    following:
      row.following_status === 'accepted'
        ? 'following'
        : row.following_status === 'pending'
          ? 'requested'
          : 'none',
    followsMe: row.follower_status === 'accepted',
    requestedToFollowMe: row.follower_status === 'pending',
    connection,
    blockedByMe: row.blocked_by_me,
    restrictedByMe: row.restricted_by_me,
    mutedUntil: row.muted
      ? row.muted_until === null
        ? 'forever'
        : new Date(row.muted_until).toISOString()
      : null,
  };
}

/** The journeys `relation` would see, by the shared rule (the owner's own counts). */
function journeysSeenBy(counts: JourneyCounts, relation: ViewerRelation): number {
  return (Object.entries(counts) as [keyof JourneyCounts, number][])
    .filter(([visibility]) => contentVisibleTo(visibility, relation))
    .reduce((sum, [, count]) => sum + count, 0);
}

/** The profile as `relation` sees it, decided by the shared rules (profileAccess, contentVisibleTo). */
function viewFor(
  row: ProfileRow,
  relation: ViewerRelation,
  counts: { followers: number; following: number },
  journeyCounts: JourneyCounts,
  relationship: Relationship,
): ProfileView {
  const access = profileAccess(row.visibility satisfies ProfileVisibility, relation);
  if (!access.visible) throw notFound();
  return {
    card: cardOf(row),
    isOwn: relation === 'self',
    visibility: row.visibility,
    details: access.details ? detailsOf(row) : null,
    stats: {
      ...counts,
      journeys: access.details ? journeysSeenBy(journeyCounts, relation) : null,
    },
    relationship,
  };
}

/**
 * GET /api/profiles/:id/social. Signed-out visitors see public profiles only; a person
 * blocked by the owner gets 404 (as for an unknown id). Someone I blocked still shows their
 * name and picture, so I can undo the block. `viewAs` (own profile only) answers as a
 * stranger, follower, blocked person or signed-out visitor would be answered.
 */
export async function getProfileView(
  db: AppDatabase,
  viewerId: string | null,
  profileId: string,
  viewAs?: Exclude<ViewerRelation, 'self'>,
): Promise<ProfileView> {
  return withUser(
    db,
    viewerId,
    async (tx) => {
      if (viewerId === null) {
        const [row, counts, journeys] = await Promise.all([
          findReadableProfile(tx, profileId),
          findCounts(tx, profileId),
          findJourneyCounts(tx, profileId),
        ]);
        if (!row) throw notFound();
        return viewFor(row, 'anonymous', counts, journeys, noRelationship);
      }
      if (viewerId === profileId) {
        const [row, counts, journeys] = await Promise.all([
          findReadableProfile(tx, profileId),
          findCounts(tx, profileId),
          findJourneyCounts(tx, profileId),
        ]);
        if (!row) throw notFound();
        return viewFor(row, viewAs ?? 'self', counts, journeys, noRelationship);
      }
      if (viewAs)
        throw new AppError('BAD_REQUEST', 'Only your own profile can be viewed as someone else');
      return otherProfileView(tx, viewerId, profileId);
    },
    readOnly,
  );
}

async function otherProfileView(
  tx: AppTransaction,
  viewerId: string,
  profileId: string,
): Promise<ProfileView> {
  // Independent reads, sent together (one round trip on a pipelined connection).
  const [cards, relationshipRow] = await Promise.all([
    peopleCards(tx, [profileId]),
    findRelationship(tx, viewerId, profileId),
  ]);
  const card = cards.get(profileId);
  if (!card) throw notFound();
  const relationship = presentRelationship(viewerId, relationshipRow);
  const stats = {
    followers: relationshipRow.followers_count ?? 0,
    following: relationshipRow.following_count ?? 0,
  };
  const { visibility, ...cardFields } = card;
  // The policies decide whether the full row is readable; the shared rule must agree.
  const relation: ViewerRelation = relationship.following === 'following' ? 'follower' : 'stranger';
  // The full row and the journey counts together; the counts are shown only with the row.
  const [row, journeyCounts] =
    !relationship.blockedByMe && profileAccess(visibility, relation).details
      ? await Promise.all([findReadableProfile(tx, profileId), findJourneyCounts(tx, profileId)])
      : [null, null];
  // Counted under the viewer's own policies: exactly the journeys they may open.
  const journeys = row && journeyCounts ? journeysSeenBy(journeyCounts, 'self') : null;
  return {
    card: cardFields,
    isOwn: false,
    visibility,
    details: row ? detailsOf(row) : null,
    stats: { ...stats, journeys },
    relationship,
  };
}

/**
 * A keyset page of someone's followers or of whom they follow, for signed-in viewers who
 * may see that profile in full; people blocked either way with the viewer are left out.
 */
export async function getFollowList(
  db: AppDatabase,
  viewerId: string,
  profileId: string,
  side: FollowListSide,
  cursor: string | undefined,
): Promise<CardPage> {
  return withUser(
    db,
    viewerId,
    async (tx) => {
      // Sent together; the page is thrown away unless the profile is readable.
      const [profile, rows] = await Promise.all([
        findReadableProfile(tx, profileId),
        findFollowPage(tx, profileId, side, cursor, SOCIAL_PAGE_SIZE + 1),
      ]);
      if (!profile) throw notFound();
      const page = rows.slice(0, SOCIAL_PAGE_SIZE);
      const cards = await peopleCards(
        tx,
        page.map((row) => row.personId),
      );
      return {
        items: page.flatMap((row) => {
          const card = cards.get(row.personId);
          return card ? [plainCard(card)] : [];
        }),
        nextCursor: rows.length > SOCIAL_PAGE_SIZE ? (page.at(-1)?.rowId ?? null) : null,
      };
    },
    readOnly,
  );
}
