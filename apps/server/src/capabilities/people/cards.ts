import type { ProfileCard } from '@waymark/shared/social/contracts';
import type { AppTransaction } from '@/db/client';
import { findCardRows, type CardLookup, type CardRow } from '@/capabilities/people/queries';

/** A person's public card, with the visibility of their profile (for the social feature's rules). */
export interface PersonCard extends ProfileCard {
  visibility: CardRow['visibility'];
}

/** Cards by person id; someone missing is someone the viewer may not see (or who is gone). */
export type PeopleCards = ReadonlyMap<string, PersonCard>;

/**
 * The public cards of these people for the caller of this transaction (run it under
 * withUser()): a signed-in viewer sees everyone but those who blocked them; with
 * `hideBlockedEitherWay`, nobody a block stands between either. Repeated ids are asked once.
 */
export async function peopleCards(
  tx: AppTransaction,
  ids: readonly string[],
  { signedIn = true, hideBlockedEitherWay = false }: Partial<CardLookup> = {},
): Promise<PeopleCards> {
  const rows = await findCardRows(tx, ids, { signedIn, hideBlockedEitherWay });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        username: row.username,
        fullName: row.full_name,
        avatarUrl: row.avatar_url,
        visibility: row.visibility,
      },
    ]),
  );
}

/** The card as the API shows it: without the profile's visibility. */
export const plainCard = ({ id, username, fullName, avatarUrl }: PersonCard): ProfileCard => ({
  id,
  username,
  fullName,
  avatarUrl,
});

/** The card of someone shown anyway (a message's author): nameless when the viewer may not see it. */
export function cardOf(cards: PeopleCards, id: string): ProfileCard {
  const card = cards.get(id);
  return card ? plainCard(card) : { id, username: null, fullName: null, avatarUrl: null };
}

/** The cards found, as the API shows them: for features that leave out the people not found. */
export const plainCards = (cards: PeopleCards): Map<string, ProfileCard> =>
  new Map([...cards].map(([id, card]) => [id, plainCard(card)]));
