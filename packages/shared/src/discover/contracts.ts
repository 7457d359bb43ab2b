import { z } from 'zod';
import {
  idSchema,
  journeyCategories,
  journeyCategorySchema,
  journeyStatusSchema,
  type Page,
  pageSchema,
  paginationQuerySchema,
  projectColorSchema,
} from '../journeys/common-contracts';
import { followStateSchema, profileCardSchema } from '../social/contracts';
import { userText } from '../text';

/**
 * Discover (issue 16): search people, journeys and projects as one types, and sections to
 * find new ones. Open to signed-out visitors, who see public things only (spec §1: visitors
 * "can browse"). What a viewer may see is decided by the database policies; the "discoverable"
 * privacy choice leaves a person and everything of theirs out of Discover.
 */
export const DISCOVER_QUERY_MIN = 2;
export const DISCOVER_QUERY_MAX = 100;
/** Results per kind in one answer: a dropdown's worth, not a list to page through. */
export const DISCOVER_RESULTS_PER_KIND = 5;

export const discoverSearchQuerySchema = z.object({
  q: userText({ error: 'q is required: the text to search for' })
    .trim()
    .min(DISCOVER_QUERY_MIN, {
      error: `q must be at least ${DISCOVER_QUERY_MIN} characters`,
    })
    .max(DISCOVER_QUERY_MAX, {
      error: `q must be at most ${DISCOVER_QUERY_MAX} characters`,
    }),
});
export type DiscoverSearchQuery = z.infer<typeof discoverSearchQuerySchema>;

/** A person Discover shows; `following` is null for a signed-out visitor. */
export const discoverPersonSchema = profileCardSchema.extend({
  following: followStateSchema.nullable(),
});
export type DiscoverPerson = z.infer<typeof discoverPersonSchema>;

export const discoverJourneySchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  category: journeyCategorySchema,
  status: journeyStatusSchema,
  progress: z.number().int().min(0).max(100),
  stepCount: z.number().int().nonnegative(),
  completedStepCount: z.number().int().nonnegative(),
  coverImageUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  owner: profileCardSchema,
});
export type DiscoverJourney = z.infer<typeof discoverJourneySchema>;

export const discoverProjectSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  color: projectColorSchema,
  owner: profileCardSchema,
});
export type DiscoverProject = z.infer<typeof discoverProjectSchema>;

/** GET /api/discover/search?q=: the best few of each kind, best first. */
export const discoverSearchResultSchema = z.object({
  query: z.string(),
  people: z.array(discoverPersonSchema),
  journeys: z.array(discoverJourneySchema),
  projects: z.array(discoverProjectSchema),
});
export type DiscoverSearchResult = z.infer<typeof discoverSearchResultSchema>;

/**
 * Why someone is suggested, the strongest signal first: people I follow follow them, they
 * journey in my categories, they were active lately, or they use my language (what a newcomer
 * who follows nobody and has no journey yet is offered).
 */
export const suggestionReasons = [
  'followedByFollowing',
  'similarCategories',
  'activeRecently',
  'sameLanguage',
] as const;
export type SuggestionReason = (typeof suggestionReasons)[number];

export const suggestedPersonSchema = discoverPersonSchema.extend({
  reason: z.enum(suggestionReasons),
  /** How many of the people I follow follow them (0 for a category suggestion). */
  mutualCount: z.number().int().nonnegative(),
});
export type SuggestedPerson = z.infer<typeof suggestedPersonSchema>;

/** GET /api/discover/people: people to follow alone, for onboarding and an empty timeline. */
export const suggestedPeopleSchema = z.object({ people: z.array(suggestedPersonSchema) });
export type SuggestedPeople = z.infer<typeof suggestedPeopleSchema>;

export const categoryCountSchema = z.object({
  category: journeyCategorySchema,
  count: z.number().int().nonnegative(),
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;

/** GET /api/discover: the sections. Visitors get trending and the categories only. */
export const discoverSectionsSchema = z.object({
  trending: z.array(discoverJourneySchema),
  peopleToFollow: z.array(suggestedPersonSchema),
  /** New public journeys in the categories of my own journeys, newest first. */
  newInMyCategories: z.array(discoverJourneySchema),
  categories: z.array(categoryCountSchema),
});
export type DiscoverSections = z.infer<typeof discoverSectionsSchema>;

export const discoverCategoryParamsSchema = z.object({ category: journeyCategorySchema });
export const discoverCategoryQuerySchema = paginationQuerySchema;
export type DiscoverCategoryQuery = z.input<typeof discoverCategoryQuerySchema>;

/** GET /api/discover/categories/:category: its public journeys, newest first, by keyset. */
export const discoverCategoryPageSchema = pageSchema(discoverJourneySchema);
export type DiscoverCategoryPage = Page<DiscoverJourney>;

export { journeyCategories };
