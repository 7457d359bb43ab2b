import { sql, type SQL } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';

/*
 * Discover reads in two steps wherever a list is ranked over many rows:
 *
 * 1. Candidates, as the server's role (db/server-role.ts, `withServerRole`): the full-text
 *    `@@` and trigram `<%` operators are not LEAKPROOF, so under row-level security PostgreSQL
 *    may not use them as index conditions and would run the policies over every row of the
 *    table first. Candidate queries only pick and rank ids, and already keep to what the viewer
 *    may see (the same functions the policies call), so the ranking is not spent on rows the
 *    second step would drop.
 * 2. Rows, under withUser() as the viewer: the policies of journeys, projects and profiles
 *    decide what comes back (private never, followers-only to accepted followers, blocks both
 *    ways, private profiles to their followers); `discoverableBy()` adds Discover's own rule.
 */

/**
 * Discover's own rule on top of the policies, about the person who owns a row: they have not
 * turned "discoverable" off (app.is_discoverable(), which never hides the viewer's own), and
 * the viewer has not muted them (an ended mute no longer counts). It hides the person and
 * everything of theirs from every list of Discover; a link to their profile still works.
 */
export const discoverableBy = (person: SQL): SQL =>
  sql`app.is_discoverable(${person}) and not app.is_muted_by_viewer(${person})`;

export interface SearchTerms {
  /** The text as typed (trimmed), for trigram similarity and prefix bonuses. */
  text: string;
  /** A prefix query for to_tsquery('simple', …), or null when the text has no word. */
  tsQuery: string | null;
  /** Trigram similarity only from this many characters on: "sp" would match half the titles. */
  fuzzy: boolean;
  take: number;
}

export type Candidate = {
  id: string;
  score: number;
};

/** Whole words and prefixes (full-text search), or near misses (trigrams) for typos. */
export type MatchMode = 'words' | 'nearMisses';

/**
 * How close a word must come to count as a near miss, for this transaction's `<%` searches.
 * pg_trgm's default (0.6) misses one dropped letter in a short word: "spansh" is 0.57 from
 * "Spanish". Below 0.5, unrelated words with two shared trigrams start to match.
 */
const NEAR_MISS = 0.5;

/**
 * Settings for the candidate queries, until `endSearch()`: the near-miss threshold, and no
 * sequential scans. Each candidate query stops after MATCH_POOL matches; with a LIMIT the
 * planner likes to walk the table hoping to find them early, which for a rare word means
 * reading all of it, while the GIN indexes find them directly. Disabled scans make plan costs
 * huge, which would wake the JIT compiler (hundreds of milliseconds for a 2 ms query): off too.
 */
export async function beginSearch(tx: AppTransaction): Promise<void> {
  await tx.execute(sql`
    select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true),
      set_config('pg_trgm.word_similarity_threshold', ${String(NEAR_MISS)}, true)`);
}

/** Back to the planner's defaults for the rest of the transaction. */
export async function endSearch(tx: AppTransaction): Promise<void> {
  await tx.execute(sql`select set_config('enable_seqscan', 'on', true)`);
}

/**
 * Matches looked at per kind and mode: ranking every row that contains a common word ("learn"
 * is in thousands of titles) would cost more than the search budget, so the first this many
 * the index yields are ranked. Typing one more letter narrows them.
 */
const MATCH_POOL = 200;
/** How many best-ranked matches the exact visibility checks look at. */
const RANKED_POOL = 50;

interface SearchSource {
  /** `from` with its alias, the rows' id, owner and visibility, document and title. */
  from: SQL;
  id: SQL;
  owner: SQL;
  document: SQL;
  title: SQL;
  /** What every candidate must be: the partial indexes' predicate and `likelySeen()`. */
  where: SQL;
  /** Extra score (people: a username that starts with the text). */
  bonus?: SQL;
  /** The exact checks on the ranked pool (blocks, discoverable, mutes). */
  exact: SQL;
}

/**
 * One kind's best candidates: MATCH_POOL matches, ranked (a whole-word or prefix hit by
 * ts_rank, a near miss by how close its best word is, a title that starts with what was
 * typed first, as as-you-type expects), then the exact checks on the best RANKED_POOL.
 */
function rankedQuery(
  kind: SearchKind,
  source: SearchSource,
  terms: SearchTerms,
  mode: MatchMode,
  exclude: readonly string[],
): SQL {
  const match =
    mode === 'words'
      ? sql`${source.document} @@ to_tsquery('simple', ${terms.tsQuery})`
      : sql`${terms.text} <% ${source.title}`;
  const excluded = exclude.length
    ? sql`and ${source.id} not in (${sql.join(
        exclude.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const rank =
    mode === 'words'
      ? sql`ts_rank(pool.document, to_tsquery('simple', ${terms.tsQuery}))`
      : sql`word_similarity(${terms.text}, pool.title)`;
  return sql`(
    select ${kind}::text as kind, ranked.id, ranked.score from (
      select pool.id, pool.owner_id, (${rank}
        + case when starts_with(lower(pool.title), lower(${terms.text})) then 1 else 0 end
        + pool.bonus)::float8 as score
      from (
        select ${source.id} as id, ${source.owner} as owner_id, ${source.document} as document,
          ${source.title} as title, ${source.bonus ?? sql`0`} as bonus
        from ${source.from}
        where ${source.where} and ${match} ${excluded}
        limit ${MATCH_POOL}
      ) pool
      order by score desc, pool.id
      limit ${RANKED_POOL}
    ) ranked
    where ${source.exact}
    order by ranked.score desc, ranked.id
    limit ${terms.take}
  )`;
}

export const searchKinds = ['people', 'journeys', 'projects'] as const;
export type SearchKind = (typeof searchKinds)[number];
export type FoundCandidates = Record<SearchKind, Candidate[]>;

/** One statement for every kind still asking: `union all` of their ranked queries. */
async function rankAll(
  tx: AppTransaction,
  queries: SQL[],
): Promise<{ kind: SearchKind; id: string; score: number }[]> {
  if (queries.length === 0) return [];
  const result = await tx.execute<{ kind: SearchKind; id: string; score: number }>(
    sql.join(queries, sql` union all `),
  );
  return result.rows;
}

/**
 * The best candidates of each kind (server role: see the top of this file). Whole-word and
 * prefix matches first; near misses (typos) only for the kinds where those were too few, and
 * never the same row twice: most searches never pay for the trigram comparison. Each step is
 * one statement for all kinds, so a search costs two or three round trips, not six.
 */
export async function searchCandidates(
  tx: AppTransaction,
  terms: SearchTerms,
): Promise<FoundCandidates> {
  const sources: Record<SearchKind, SearchSource> = {
    people: personSource(terms),
    journeys: journeySource,
    projects: projectSource,
  };
  const found: FoundCandidates = { people: [], journeys: [], projects: [] };
  const collect = (rows: { kind: SearchKind; id: string; score: number }[]) => {
    for (const row of rows) found[row.kind].push({ id: row.id, score: row.score });
  };
  if (terms.tsQuery) {
    collect(
      await rankAll(
        tx,
        searchKinds.map((kind) => rankedQuery(kind, sources[kind], terms, 'words', [])),
      ),
    );
  }
  if (!terms.fuzzy) return found;
  const short = searchKinds.filter((kind) => found[kind].length < terms.take);
  collect(
    await rankAll(
      tx,
      short.map((kind) =>
        rankedQuery(
          kind,
          sources[kind],
          { ...terms, take: terms.take - found[kind].length },
          'nearMisses',
          found[kind].map((candidate) => candidate.id),
        ),
      ),
    ),
  );
  return found;
}

const followedByViewer = sql`select f.user_id from followers f
  where f.follower_id = app.current_user_id() and f.status = 'accepted'`;

/**
 * The cheap part of the visibility rules, inside the match pool: the viewer's own, anything
 * of people they follow, or public things. Without it, the pool could be all followers-only
 * rows of strangers and push every visible match out of it. Blocks, mutes, "discoverable"
 * and private profiles (all rare) are checked on the ranked pool and by the policies.
 */
const likelySeen = (owner: SQL, visibility: SQL): SQL => sql`(
  ${visibility} = 'public' or ${owner} = app.current_user_id()
  or ${owner} in (${followedByViewer})
)`;

const exactChecks = sql`not app.is_blocked_with(ranked.owner_id)
  and ${discoverableBy(sql`ranked.owner_id`)}`;

/**
 * likelySeen() kept followers-only rows of followed people only: what is left to check on the
 * ranked pool is blocks (as journey_visible_to_viewer() would), mutes and discoverable.
 */
const journeySource: SearchSource = {
  from: sql`journeys j`,
  id: sql`j.id`,
  owner: sql`j.owner_id`,
  document: sql`j.search_document`,
  title: sql`j.title`,
  // The partial indexes' predicate, repeated so they can be used.
  where: sql`j.deleted_at is null and j.visibility <> 'private'
    and ${likelySeen(sql`j.owner_id`, sql`j.visibility`)}`,
  exact: exactChecks,
};

const projectSource: SearchSource = {
  from: sql`projects p`,
  id: sql`p.id`,
  owner: sql`p.owner_id`,
  document: sql`p.search_document`,
  title: sql`p.title`,
  where: sql`p.visibility <> 'private' and ${likelySeen(sql`p.owner_id`, sql`p.visibility`)}`,
  exact: exactChecks,
};

/** People by name or username, never the viewer themselves. */
const personSource = (terms: SearchTerms): SearchSource => ({
  from: sql`profiles p`,
  id: sql`p.id`,
  owner: sql`p.id`,
  document: sql`p.search_document`,
  title: sql`p.search_name`,
  where: sql`p.id is distinct from app.current_user_id()
    and (p.visibility = 'public' or p.id in (${followedByViewer}))`,
  bonus: sql`case when starts_with(lower(coalesce(p.username, '')), lower(${terms.text}))
    then 1 else 0 end`,
  exact: exactChecks,
});

/** The trending window: what happened in the last this many days counts. */
export const TRENDING_DAYS = 7;

/**
 * Trending public journeys: a score per journey from what others did with it in the last
 * TRENDING_DAYS days. This is the one place the signals are weighed: forks (3 each, whoever
 * forked and however they shared the copy: only a count leaves this query) and steps
 * completed on it (1 each, a grouped event counting its steps). Cheers join as one more
 * `union all` arm (`select journey_id, 2 from cheers where created_at >= since`) when they
 * land. Server role: forks are often private copies the viewer cannot read; the journeys come
 * back through `journeyCards()` under the viewer's policies.
 */
export async function trendingCandidates(tx: AppTransaction, take: number): Promise<Candidate[]> {
  const result = await tx.execute<Candidate>(sql`
    with signals as (
      select j.forked_from_id as journey_id, 3 as weight
      from journeys j
      where j.forked_from_id is not null
        and j.created_at >= now() - make_interval(days => ${TRENDING_DAYS})
      union all
      select a.journey_id,
        case when jsonb_typeof(a.data -> 'count') = 'number'
          then least(greatest((a.data ->> 'count')::numeric, 1), 50)::int else 1 end
      from activities a
      where a.visibility = 'public' and a.verb = 'step.completed'
        and a.created_at >= now() - make_interval(days => ${TRENDING_DAYS})
    )
    select s.journey_id as id, sum(s.weight)::float8 as score
    from signals s
    join journeys j on j.id = s.journey_id
    where j.visibility = 'public' and j.deleted_at is null
      and public.journey_visible_to_viewer(j.owner_id, j.visibility)
      and ${discoverableBy(sql`j.owner_id`)}
    group by s.journey_id
    order by score desc, s.journey_id
    limit ${take}`);
  return result.rows;
}

export type JourneyCardRow = {
  id: string;
  title: string;
  description: string;
  category: string;
  status: string;
  progress: number;
  step_count: number;
  completed_step_count: number;
  cover_image_url: string | null;
  created_at: string | Date;
  owner_id: string;
  owner_username: string | null;
  owner_full_name: string | null;
  owner_avatar_url: string | null;
};

const DESCRIPTION_PREVIEW = 200;

const journeyCardColumns = sql`
  j.id, j.title, left(j.description, ${DESCRIPTION_PREVIEW}) as description, j.category,
  j.status, j.progress, j.step_count, j.completed_step_count, j.cover_image_url, j.created_at,
  p.id as owner_id, p.username as owner_username, p.full_name as owner_full_name,
  p.avatar_url as owner_avatar_url`;

/**
 * Journey cards by id, under the viewer's policies: the profiles join keeps only owners the
 * viewer may see (a private profile's journeys reach its followers only). `publicOnly` for the
 * sections, which suggest public journeys; search also finds followers-only ones of people the
 * viewer follows.
 */
/**
 * `column in (ids)`, or a plain `false` for none: `in (null)` is never true either, but the
 * planner does not fold it away under the policies and would check every row.
 */
const idIn = (column: SQL, ids: readonly string[]): SQL =>
  ids.length
    ? sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql`false`;

const journeyCardsQuery = (ids: readonly string[], publicOnly: boolean): SQL => sql`
  select ${journeyCardColumns}
  from journeys j join profiles p on p.id = j.owner_id
  where ${idIn(sql`j.id`, ids)}
    and j.deleted_at is null
    and ${publicOnly ? sql`j.visibility = 'public'` : sql`j.visibility <> 'private'`}
    and ${discoverableBy(sql`j.owner_id`)}`;

export async function journeyCards(
  tx: AppTransaction,
  ids: string[],
  { publicOnly }: { publicOnly: boolean },
): Promise<JourneyCardRow[]> {
  if (ids.length === 0) return [];
  return (await tx.execute<JourneyCardRow>(journeyCardsQuery(ids, publicOnly))).rows;
}

export type ProjectCardRow = {
  id: string;
  title: string;
  description: string;
  icon: string;
  color: string;
  owner_id: string;
  owner_username: string | null;
  owner_full_name: string | null;
  owner_avatar_url: string | null;
};

const projectCardsQuery = (ids: readonly string[]): SQL => sql`
  select pr.id, pr.title, left(pr.description, ${DESCRIPTION_PREVIEW}) as description,
    pr.icon, pr.color, p.id as owner_id, p.username as owner_username,
    p.full_name as owner_full_name, p.avatar_url as owner_avatar_url
  from projects pr join profiles p on p.id = pr.owner_id
  where ${idIn(sql`pr.id`, ids)}
    and pr.visibility <> 'private' and ${discoverableBy(sql`pr.owner_id`)}`;

export type PersonRow = {
  id: string;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
  follow_status: 'pending' | 'accepted' | null;
};

/** People by id, under the profiles policy, with whether the viewer follows them. */
const personCardsQuery = (ids: readonly string[]): SQL => sql`
  select p.id, p.username, p.full_name, p.avatar_url,
    (select f.status from followers f
      where f.user_id = p.id and f.follower_id = app.current_user_id()) as follow_status
  from profiles p
  where ${idIn(sql`p.id`, ids)}
    and p.id is distinct from app.current_user_id()
    and ${discoverableBy(sql`p.id`)}`;

export async function personCards(tx: AppTransaction, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return (await tx.execute<PersonRow>(personCardsQuery(ids))).rows;
}

/**
 * The search's rows of all three kinds in one statement (one round trip, not three), each
 * kind as a JSON array, under the viewer's policies like the single-kind reads.
 */
export async function searchCards(
  tx: AppTransaction,
  found: FoundCandidates,
): Promise<{ people: PersonRow[]; journeys: JourneyCardRow[]; projects: ProjectCardRow[] }> {
  const ids = (kind: SearchKind) => found[kind].map((candidate) => candidate.id);
  const asJson = (query: SQL) =>
    sql`(select coalesce(json_agg(row_to_json(r)), '[]'::json) from (${query}) r)`;
  const result = await tx.execute<{
    people: PersonRow[];
    journeys: JourneyCardRow[];
    projects: ProjectCardRow[];
  }>(sql`select ${asJson(personCardsQuery(ids('people')))} as people,
    ${asJson(journeyCardsQuery(ids('journeys'), false))} as journeys,
    ${asJson(projectCardsQuery(ids('projects')))} as projects`);
  const row = result.rows[0];
  return row ?? { people: [], journeys: [], projects: [] };
}

/** The categories of the viewer's own live journeys, most used first. */
export async function ownCategories(tx: AppTransaction, viewerId: string): Promise<string[]> {
  const result = await tx.execute<{ category: string }>(sql`
    select j.category from journeys j
    where j.owner_id = ${viewerId} and j.deleted_at is null
    group by j.category
    order by count(*) desc, j.category
    limit 5`);
  return result.rows.map((row) => row.category);
}

/** How many of the newest journeys of each category the category suggestions look at. */
const RECENT_PER_CATEGORY = 200;

/** How many recent public events the "active lately" signal looks at. */
const RECENT_EVENTS = 300;
/** How long "active lately" reaches back. */
const ACTIVE_DAYS = 30;

export type SuggestionCandidate = {
  id: string;
  mutual_count: number;
  shared_categories: number;
  recent_events: number;
  same_language: boolean;
};

/**
 * People to follow (issue 33), ranked by one score over four signals: how many of the people
 * I follow follow them, how many of my categories they journey in publicly, whether they were
 * active in public lately, and whether they use my language. The pool is the union of each
 * signal's best few, so a newcomer who follows nobody and has no journey yet still gets the
 * active people who speak their language. Never me, nobody I follow or asked to follow, and
 * nobody blocked either way. Only public journeys and events count: a suggestion never tells
 * what someone keeps to their followers. Ids only: `personCards()` then applies the profiles
 * policy and `discoverableBy()`.
 */
export async function suggestionCandidates(
  tx: AppTransaction,
  viewerId: string,
  categories: string[],
  take: number,
): Promise<SuggestionCandidate[]> {
  const categoryList =
    categories.length > 0
      ? sql.join(
          categories.map((category) => sql`${category}`),
          sql`, `,
        )
      : null;
  const result = await tx.execute<SuggestionCandidate>(sql`
    with me as (
      select p.language from profiles p where p.id = ${viewerId}
    ),
    known as (
      select f.user_id from followers f where f.follower_id = ${viewerId}
    ),
    mutual as (
      select f2.user_id as id, count(*)::int as mutual_count
      from followers f1
      join followers f2 on f2.follower_id = f1.user_id and f2.status = 'accepted'
      where f1.follower_id = ${viewerId} and f1.status = 'accepted'
      group by f2.user_id
      order by mutual_count desc, f2.user_id
      limit ${take}
    ),
    shared as (
      ${
        categoryList
          ? sql`select recent.owner_id as id, count(distinct c.category)::int as shared_categories
      from unnest(array[${categoryList}]::text[]) as c(category)
      cross join lateral (
        select j.owner_id from journeys j
        where j.category = c.category and j.visibility = 'public' and j.deleted_at is null
        order by j.created_at desc, j.id desc
        limit ${RECENT_PER_CATEGORY}
      ) recent
      group by recent.owner_id
      order by shared_categories desc, recent.owner_id
      limit ${take}`
          : sql`select null::uuid as id, 0 as shared_categories where false`
      }
    ),
    active as (
      select recent.actor_id as id, count(*)::int as recent_events
      from (
        select a.actor_id from activities a
        where a.visibility = 'public'
          and a.created_at > now() - make_interval(days => ${ACTIVE_DAYS})
        order by a.created_at desc, a.id desc
        limit ${RECENT_EVENTS}
      ) recent
      group by recent.actor_id
    ),
    speakers as (
      select p.id from profiles p, me
      where p.language = me.language and p.id <> ${viewerId}
      order by p.created_at desc, p.id
      limit ${take}
    ),
    pool as (
      select id from mutual union select id from shared
      union select id from active union select id from speakers
    ),
    scored as (
      select pool.id,
        coalesce(m.mutual_count, 0) as mutual_count,
        coalesce(s.shared_categories, 0) as shared_categories,
        coalesce(a.recent_events, 0) as recent_events,
        coalesce(p.language = (select language from me), false) as same_language
      from pool
      join profiles p on p.id = pool.id
      left join mutual m on m.id = pool.id
      left join shared s on s.id = pool.id
      left join active a on a.id = pool.id
      where pool.id <> ${viewerId}
        and pool.id not in (select user_id from known)
        and not app.is_blocked_with(pool.id)
    )
    select * from scored
    order by 4 * mutual_count + 3 * shared_categories + least(recent_events, 3)
      + case when same_language then 2 else 0 end desc, id
    limit ${take}`);
  return result.rows;
}

export interface CategoryFilter {
  categories: string[];
  /** The last row of the previous page: (created_at, id). */
  after: [string, string] | null;
  /** Leave out the viewer's own journeys (new journeys in my categories). */
  excludeOwner: string | null;
  take: number;
}

/**
 * The newest public journeys of some categories, by keyset over
 * journeys_public_category_created_idx, one index walk per category.
 */
export async function newestInCategories(
  tx: AppTransaction,
  filter: CategoryFilter,
): Promise<JourneyCardRow[]> {
  if (filter.categories.length === 0) return [];
  const after = filter.after
    ? sql`and (j.created_at, j.id) < (${filter.after[0]}::timestamptz, ${filter.after[1]}::uuid)`
    : sql``;
  const notOwn = filter.excludeOwner ? sql`and j.owner_id <> ${filter.excludeOwner}` : sql``;
  const result = await tx.execute<JourneyCardRow>(sql`
    select picked.* from unnest(array[${sql.join(
      filter.categories.map((category) => sql`${category}`),
      sql`, `,
    )}]::text[]) as c(category)
    cross join lateral (
      select ${journeyCardColumns}
      from journeys j join profiles p on p.id = j.owner_id
      where j.category = c.category and j.visibility = 'public' and j.deleted_at is null
        ${after} ${notOwn}
        and ${discoverableBy(sql`j.owner_id`)}
      order by j.created_at desc, j.id desc
      limit ${filter.take}
    ) picked
    order by picked.created_at desc, picked.id desc
    limit ${filter.take}`);
  return result.rows;
}

/**
 * Public journeys per category, of people who are discoverable and whose profile is public:
 * a count for the category tiles (server role: counting under the policies would check every
 * row). Blocks are per viewer and not subtracted; the list itself honours them.
 */
export async function categoryCounts(
  tx: AppTransaction,
): Promise<{ category: string; count: number }[]> {
  const result = await tx.execute<{ category: string; count: number }>(sql`
    select j.category, count(*)::int as count
    from journeys j
    join profiles p on p.id = j.owner_id and p.visibility = 'public'
    where j.visibility = 'public' and j.deleted_at is null
      and not exists (
        select 1 from user_settings s where s.user_id = j.owner_id and not s.discoverable
      )
    group by j.category`);
  return result.rows;
}
