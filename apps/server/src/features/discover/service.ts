import {
  DISCOVER_RESULTS_PER_KIND,
  type DiscoverCategoryPage,
  type DiscoverSearchResult,
  type DiscoverSections,
  type SuggestedPerson,
} from '@waymark/shared/discover/contracts';
import { prefixTsQuery } from '@waymark/shared/discover/search-words';
import {
  journeyCategories,
  type JourneyCategory,
  type PaginationQuery,
} from '@waymark/shared/journeys/common-contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withServerRole } from '@/db/server-role';
import { withUser } from '@/db/with-user';
import { cursorValues, decodeCursor, encodeCursor } from '@/lib/keyset-cursor';
import {
  inOrder,
  presentJourney,
  presentPerson,
  presentProject,
  presentSuggestion,
} from '@/features/discover/presenter';
import {
  beginSearch,
  categoryCounts,
  endSearch,
  journeyCards,
  newestInCategories,
  ownCategories,
  personCards,
  searchCandidates,
  searchCards,
  suggestionCandidates,
  trendingCandidates,
  type SearchTerms,
} from '@/features/discover/queries';

/** Trigram similarity from three characters on (see SearchTerms.fuzzy). */
const FUZZY_FROM = 3;
const TRENDING_SIZE = 6;
const SUGGESTIONS_SIZE = 6;
const NEW_IN_CATEGORIES_SIZE = 6;

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/**
 * GET /api/discover/search: the best few people, journeys and projects for what was typed.
 * Candidates are ranked as the server's role (queries.ts explains why), then read under the
 * viewer's policies, one kind after another in one transaction.
 */
export async function search(
  db: AppDatabase,
  viewerId: string | null,
  text: string,
): Promise<DiscoverSearchResult> {
  const terms: SearchTerms = {
    text,
    tsQuery: prefixTsQuery(text),
    fuzzy: [...text].length >= FUZZY_FROM,
    take: DISCOVER_RESULTS_PER_KIND,
  };
  return withUser(db, viewerId, async (tx) => {
    const { people, journeys, projects } = await withServerRole(tx, async (server) => {
      await beginSearch(server);
      const found = await searchCandidates(server, terms);
      await endSearch(server);
      return found;
    });
    const cards = await searchCards(tx, { people, journeys, projects });
    const peopleRows = inOrder(ids(people), cards.people);
    const journeyRows = inOrder(ids(journeys), cards.journeys);
    const projectRows = inOrder(ids(projects), cards.projects);
    return {
      query: text,
      people: peopleRows.map((row) => presentPerson(row, viewerId !== null)),
      journeys: journeyRows.map(presentJourney),
      projects: projectRows.map(presentProject),
    };
  });
}

async function peopleToFollow(tx: AppTransaction, viewerId: string, categories: string[]) {
  const candidates = await suggestionCandidates(tx, viewerId, categories, SUGGESTIONS_SIZE * 3);
  const rows = inOrder(ids(candidates), await personCards(tx, ids(candidates)));
  const why = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  return rows
    .slice(0, SUGGESTIONS_SIZE)
    .map((row): SuggestedPerson => presentSuggestion(row, why.get(row.id)));
}

/** GET /api/discover/people: people to follow, without the rest of the sections. */
export async function suggestedPeople(db: AppDatabase, viewerId: string) {
  return withUser(db, viewerId, async (tx) => ({
    people: await peopleToFollow(tx, viewerId, await ownCategories(tx, viewerId)),
  }));
}

/**
 * GET /api/discover: trending public journeys and the category tiles for everyone; people to
 * follow and new journeys in my categories for a signed-in viewer.
 */
export async function sections(
  db: AppDatabase,
  viewerId: string | null,
): Promise<DiscoverSections> {
  return withUser(db, viewerId, async (tx) => {
    const [trending, counts] = await withServerRole(tx, async (server) => [
      await trendingCandidates(server, TRENDING_SIZE * 3),
      await categoryCounts(server),
    ]);
    const trendingRows = inOrder(
      ids(trending),
      await journeyCards(tx, ids(trending), { publicOnly: true }),
    ).slice(0, TRENDING_SIZE);
    const countOf = new Map(counts.map((row) => [row.category, row.count]));
    const categories = journeyCategories.map((category) => ({
      category,
      count: countOf.get(category) ?? 0,
    }));
    if (viewerId === null) {
      return {
        trending: trendingRows.map(presentJourney),
        peopleToFollow: [],
        newInMyCategories: [],
        categories,
      };
    }
    const mine = await ownCategories(tx, viewerId);
    const newRows = await newestInCategories(tx, {
      categories: mine,
      after: null,
      excludeOwner: viewerId,
      take: NEW_IN_CATEGORIES_SIZE,
    });
    return {
      trending: trendingRows.map(presentJourney),
      peopleToFollow: await peopleToFollow(tx, viewerId, mine),
      newInMyCategories: newRows.map(presentJourney),
      categories,
    };
  });
}

/** GET /api/discover/categories/:category: a keyset page of its public journeys, newest first. */
export async function categoryPage(
  db: AppDatabase,
  viewerId: string | null,
  category: JourneyCategory,
  query: PaginationQuery,
): Promise<DiscoverCategoryPage> {
  const after = decodeCursor(query.cursor, cursorValues.instant);
  return withUser(db, viewerId, async (tx) => {
    const rows = await newestInCategories(tx, {
      categories: [category],
      after,
      excludeOwner: null,
      take: query.limit + 1,
    });
    const more = rows.length > query.limit;
    const page = more ? rows.slice(0, query.limit) : rows;
    const last = page.at(-1);
    return {
      items: page.map(presentJourney),
      nextCursor:
        more && last ? encodeCursor([new Date(last.created_at).toISOString(), last.id]) : null,
    };
  });
}
