import type { JourneyListQuery, ProjectListQuery } from '@waymark/shared/journeys/contracts';

/**
 * Query keys of journeys and projects. The dashboard (features/dashboard) caches under
 * `['dashboard']`; changes here invalidate that key too, since ticking a step moves its figures.
 */
export const journeyKeys = {
  all: ['journeys'] as const,
  lists: () => [...journeyKeys.all, 'list'] as const,
  list: (query: JourneyListQuery) => [...journeyKeys.lists(), query] as const,
  details: () => [...journeyKeys.all, 'detail'] as const,
  detail: (id: string) => [...journeyKeys.details(), id] as const,
};

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: ProjectListQuery) => [...projectKeys.lists(), query] as const,
  options: () => [...projectKeys.all, 'options'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
};

export const dashboardKey = ['dashboard'] as const;

/** Everything a journey change can make stale, except the journey's own detail. */
export const journeyDependentKeys = [journeyKeys.lists(), projectKeys.all, dashboardKey];
