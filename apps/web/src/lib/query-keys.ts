import type { JourneyCategory } from '@waymark/shared/journeys/common-contracts';
import type { JourneyListQuery, ProjectListQuery } from '@waymark/shared/journeys/list-contracts';
import type { LeaderboardQuery } from '@waymark/shared/leaderboard/contracts';
import type { ModerationListKind } from '@waymark/shared/social/contracts';
import type { ViewerRelation } from '@waymark/shared/social/rules';
import type { TimelineQuery } from '@waymark/shared/timeline/contracts';

/** Whose eyes a profile is seen through; `me` is the caller's own. */
export type ViewAs = Exclude<ViewerRelation, 'self'>;

/**
 * Every query key of the web app, in one place: features share cached data (a journey's detail
 * is read by the journey page and the workspace, the own profile by Settings and the profile
 * pages), so a key is built here once and never spelled out by hand. Each root is a prefix a
 * mutation can invalidate as a whole.
 */
export const queryKeys = {
  publicConfig: ['public-config'] as const,
  usernameAvailable: (username: string) => ['username-available', username] as const,
  auth: {
    signInFactors: ['auth', 'sign-in-factors'] as const,
    assurance: (userId: string) => ['auth', 'assurance', userId] as const,
  },
  journeys: {
    all: ['journeys'] as const,
    lists: () => [...queryKeys.journeys.all, 'list'] as const,
    list: (query: JourneyListQuery) => [...queryKeys.journeys.lists(), query] as const,
    /** The command palette's few matches for what was typed ('' = the most recent). */
    quickSearch: (text: string) => [...queryKeys.journeys.lists(), 'quick-search', text] as const,
    detail: (id: string) => [...queryKeys.journeys.all, 'detail', id] as const,
    /** A journey's story (created, steps done, forks): refreshed with every progress change. */
    activity: (id: string) => [...queryKeys.journeys.all, 'activity', id] as const,
    /** Entries logged toward a journey's target (issue 34), newest first. */
    entries: (id: string) => [...queryKeys.journeys.all, 'entries', id] as const,
    /** The caller's recently deleted journeys (the bin). */
    deleted: () => [...queryKeys.journeys.all, 'deleted'] as const,
  },
  projects: {
    all: ['projects'] as const,
    lists: () => [...queryKeys.projects.all, 'list'] as const,
    list: (query: ProjectListQuery) => [...queryKeys.projects.lists(), query] as const,
    options: () => [...queryKeys.projects.all, 'options'] as const,
    quickSearch: (text: string) => [...queryKeys.projects.lists(), 'quick-search', text] as const,
    detail: (id: string) => [...queryKeys.projects.all, 'detail', id] as const,
  },
  dashboard: ['dashboard'] as const,
  timeline: {
    all: ['timeline'] as const,
    list: (query: TimelineQuery) => [...queryKeys.timeline.all, 'list', query] as const,
    /** The newest page alone, polled to count what is new above the list. */
    head: (query: TimelineQuery) => [...queryKeys.timeline.all, 'head', query] as const,
  },
  leaderboard: {
    all: ['leaderboard'] as const,
    board: (query: LeaderboardQuery) => [...queryKeys.leaderboard.all, query] as const,
  },
  /** Cheers and comments on timeline activities (issue 16). */
  engage: {
    all: ['engage'] as const,
    comments: (activityId: string) => [...queryKeys.engage.all, 'comments', activityId] as const,
    /** People one may @mention: those one follows. */
    mentionable: (userId: string) => [...queryKeys.engage.all, 'mentionable', userId] as const,
  },
  /** The notifications page and the header's unread badge (issue 16). */
  notifications: {
    all: ['notifications'] as const,
    list: () => [...queryKeys.notifications.all, 'list'] as const,
    unread: () => [...queryKeys.notifications.all, 'unread'] as const,
  },
  discover: {
    all: ['discover'] as const,
    /** The sections; a visitor's differ from a signed-in person's. */
    sections: (viewer: string | null) => [...queryKeys.discover.all, 'sections', viewer] as const,
    /** People to follow alone (onboarding, an empty timeline). */
    people: (viewer: string | null) => [...queryKeys.discover.all, 'people', viewer] as const,
    searches: () => [...queryKeys.discover.all, 'search'] as const,
    search: (text: string) => [...queryKeys.discover.searches(), text] as const,
    category: (category: JourneyCategory) =>
      [...queryKeys.discover.all, 'category', category] as const,
  },
  workspace: {
    all: ['workspace'] as const,
    tree: () => [...queryKeys.workspace.all, 'tree'] as const,
    document: (journeyId: string) => [...queryKeys.workspace.all, 'document', journeyId] as const,
  },
  profile: {
    all: ['profile'] as const,
    own: () => [...queryKeys.profile.all, 'own'] as const,
    journeys: (id: string) => [...queryKeys.profile.all, 'journeys', id] as const,
    social: {
      all: ['profile', 'social'] as const,
      /** Every way one person's profile is seen (as me, as a stranger, …). */
      views: (id: string) => [...queryKeys.profile.social.all, 'view', id] as const,
      view: (id: string, as?: ViewAs) =>
        [...queryKeys.profile.social.views(id), as ?? 'me'] as const,
      list: (id: string, side: 'followers' | 'following') =>
        [...queryKeys.profile.social.all, 'list', id, side] as const,
      requests: () => [...queryKeys.profile.social.all, 'requests'] as const,
      /** Everyone a person follows or is followed by, for the command palette. */
      network: (id: string) => [...queryKeys.profile.social.all, 'network', id] as const,
    },
  },
  settings: {
    all: ['settings'] as const,
    own: () => [...queryKeys.settings.all, 'own'] as const,
    moderation: (kind: ModerationListKind) =>
      [...queryKeys.settings.all, 'moderation', kind] as const,
    dataExports: () => [...queryKeys.settings.all, 'data-exports'] as const,
  },
  billing: {
    all: ['billing'] as const,
    status: () => [...queryKeys.billing.all, 'status'] as const,
    config: () => [...queryKeys.billing.all, 'config'] as const,
    paymentMethods: () => [...queryKeys.billing.all, 'payment-methods'] as const,
    invoices: () => [...queryKeys.billing.all, 'invoices'] as const,
  },
  security: {
    all: ['security'] as const,
    factors: () => [...queryKeys.security.all, 'factors'] as const,
    sessions: () => [...queryKeys.security.all, 'sessions'] as const,
    apiTokens: () => [...queryKeys.security.all, 'api-tokens'] as const,
    webhooks: () => [...queryKeys.security.all, 'webhooks'] as const,
    webhookDeliveries: (endpointId: string) =>
      [...queryKeys.security.webhooks(), endpointId, 'deliveries'] as const,
  },
  blog: {
    all: ['blog'] as const,
    list: () => [...queryKeys.blog.all, 'list'] as const,
    post: (slug: string) => [...queryKeys.blog.all, 'post', slug] as const,
  } /** Chat (issue 17): the lists, one conversation, its history and the unread counts. */,
  chat: {
    all: ['chat'] as const,
    lists: () => [...queryKeys.chat.all, 'list'] as const,
    list: (tab: 'inbox' | 'requests') => [...queryKeys.chat.lists(), tab] as const,
    unread: () => [...queryKeys.chat.all, 'unread'] as const,
    conversation: (id: string) => [...queryKeys.chat.all, 'conversation', id] as const,
    messages: (id: string, search: string) =>
      [...queryKeys.chat.conversation(id), 'messages', search] as const,
    people: (text: string) => [...queryKeys.chat.all, 'people', text] as const,
    presenceAll: () => [...queryKeys.chat.all, 'presence'] as const,
    presence: (ids: readonly string[]) => [...queryKeys.chat.presenceAll(), ...ids] as const,
  },
  /** Insights (issue 19, Pro). */
  insights: {
    all: ['insights'] as const,
    overview: () => [...queryKeys.insights.all, 'overview'] as const,
    journey: (id: string) => [...queryKeys.insights.all, 'journey', id] as const,
    preferences: () => [...queryKeys.insights.all, 'preferences'] as const,
  },
  /** The members' community (issue 19, Pro): channels, a channel's history, moderation. */
  community: {
    all: ['community'] as const,
    overview: () => [...queryKeys.community.all, 'overview'] as const,
    messages: (slug: string) => [...queryKeys.community.all, 'messages', slug] as const,
    moderation: () => [...queryKeys.community.all, 'moderation'] as const,
    reports: (status: string) => [...queryKeys.community.moderation(), 'reports', status] as const,
    bans: () => [...queryKeys.community.moderation(), 'bans'] as const,
    log: () => [...queryKeys.community.moderation(), 'log'] as const,
  },
  support: {
    /** Under billing's keys: subscribing (which invalidates billing) changes the answer time. */
    answerTime: () => [...queryKeys.billing.all, 'support-answer-time'] as const,
  },
};

/** Everything a journey change can make stale, except the journey's own detail. */
export const journeyDependentKeys = [
  queryKeys.journeys.lists(),
  queryKeys.journeys.deleted(),
  queryKeys.projects.all,
  queryKeys.dashboard,
];
