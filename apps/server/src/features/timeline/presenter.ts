import { z } from 'zod';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { timelineItemSchema, type TimelineItem } from '@waymark/shared/timeline/contracts';
import {
  isJourneyFileUrl,
  stepPictures,
  type FeedPicture,
} from '@waymark/shared/timeline/pictures';
import type { EngagementRow } from '@/capabilities/engagement/service';
import type { ActivityRow, findJourneys, findProjects } from '@/features/timeline/queries';

type Row<Query extends (...args: never[]) => Promise<unknown[]>> = Awaited<
  ReturnType<Query>
>[number];

/** What the page's cards are about, as the viewer may see them (rows; checked on the way out). */
export interface TimelineObjects {
  actors: Map<string, ProfileCard>;
  journeys: Map<string, Row<typeof findJourneys>>;
  projects: Map<string, Row<typeof findProjects>>;
  /** Cheers and comment counts by activity id. */
  engagement: Map<string, EngagementRow>;
  /** The documents of the page's step events' journeys, by journey id. */
  documents: Map<string, unknown>;
  /** The file keys of the page's pictures that are still stored. */
  storedKeys: Set<string>;
}

// Older step events carry no count: they were one step each.
const stepFacts = z.object({
  count: z.number().int().min(1).catch(1),
  stepTitles: z.array(z.string()).optional().catch(undefined),
  title: z.string().optional().catch(undefined),
  stepIds: z.array(z.string()).optional().catch(undefined),
});

// entry.logged events carry the amount and the unit it was logged in.
const entryFacts = z.object({
  amount: z.coerce.number().positive().catch(1),
  unit: z.string().nullable().catch(null),
});

export const keyOfFileUrl = (url: string) => url.replace(/^\/api\/files\//, '');

/** The step ids of a step event: older events name one step, as their object. */
export const stepIdsOf = (row: ActivityRow): string[] =>
  row.verb === 'step.completed' ? (stepFacts.parse(row.data).stepIds ?? [row.object_id]) : [];

/**
 * Every picture a card could show, before checking which are still stored: the journey's
 * cover, then the pictures under its completed steps.
 */
export function candidatePictures(
  row: ActivityRow,
  journey: { id: string; coverImageUrl: string | null } | null,
  documents: Map<string, unknown>,
): FeedPicture[] {
  if (!journey) return [];
  const cover: FeedPicture[] =
    journey.coverImageUrl && isJourneyFileUrl(journey.id, journey.coverImageUrl)
      ? [{ kind: 'cover', url: journey.coverImageUrl, alt: null, width: null, height: null }]
      : [];
  const steps = stepIdsOf(row);
  const fromSteps = steps.length ? stepPictures(journey.id, documents.get(journey.id), steps) : [];
  return [...cover, ...fromSteps];
}

export const instantOf = (value: string | Date) => new Date(value).toISOString();

/** One card, or null when what it is about is out of the viewer's sight. */
export function presentItem(row: ActivityRow, objects: TimelineObjects): TimelineItem | null {
  const actor = objects.actors.get(row.actor_id);
  const journey = row.journey_id ? (objects.journeys.get(row.journey_id) ?? null) : null;
  const project =
    row.object_type === 'project' ? (objects.projects.get(row.object_id) ?? null) : null;
  if (!actor || (row.journey_id && !journey) || (row.object_type === 'project' && !project)) {
    return null;
  }
  const facts = stepFacts.parse(row.data);
  const engagement = objects.engagement.get(row.id);
  const pictures = candidatePictures(row, journey, objects.documents).filter((picture) =>
    objects.storedKeys.has(keyOfFileUrl(picture.url)),
  );
  return timelineItemSchema.parse({
    id: row.id,
    verb: row.verb,
    createdAt: instantOf(row.created_at),
    actor,
    stepCount: row.verb === 'step.completed' ? facts.count : 1,
    stepTitles:
      row.verb === 'step.completed' ? (facts.stepTitles ?? (facts.title ? [facts.title] : [])) : [],
    entry: row.verb === 'entry.logged' ? entryFacts.parse(row.data) : null,
    journey: journey && {
      id: journey.id,
      title: journey.title,
      category: journey.category,
      status: journey.status,
      progress: journey.progress,
    },
    project,
    cheers: {
      count: engagement?.cheer_count ?? 0,
      cheeredByMe: engagement?.cheered_by_me ?? false,
    },
    commentCount: engagement?.comment_count ?? 0,
    pictures,
  });
}
