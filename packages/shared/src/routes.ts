/**
 * Every screen of spec §2, by name. The web router is built from these patterns and links are
 * built with `pathTo`, so a renamed path changes in one place.
 */
export const routePatterns = {
  home: '/',
  login: '/login',
  register: '/register',
  onboarding: '/onboarding',
  authCallback: '/auth/callback',
  billing: '/billing',
  dashboard: '/dashboard',
  profile: '/profile/:id',
  editProfile: '/edit-profile',
  journeys: '/journeys',
  journey: '/journeys/:id',
  /** Old address kept working: it redirects to `journey`. */
  legacyJourney: '/journey/:id',
  createJourney: '/create-journey',
  editJourney: '/edit-journey/:id',
  timeline: '/timeline',
  leaderboard: '/leaderboard',
  discover: '/discover',
  notifications: '/notifications',
  testNotifications: '/test-notifications',
  emailConfirmation: '/email-confirmation',
  /** Not in spec §2, needed by the password-reset mail (issue 3). */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  slashCommandDemo: '/slash-command-demo',
  listDemo: '/list-demo',
  projects: '/projects',
  workspace: '/projects/workspace',
  workspaceProject: '/projects/workspace/:projectId',
  workspaceJourney: '/projects/workspace/:projectId/journeys/:journeyId',
  project: '/projects/:id',
  createProject: '/create-project',
  editProject: '/edit-project/:id',
  chat: '/chat',
  chatConversation: '/chat/:conversationId',
  testSafari: '/test-safari',
  settings: '/settings',
  settingsSection: '/settings/:section',
  about: '/about',
  faq: '/faq',
  blog: '/blog',
  blogPost: '/blog/:slug',
  pricing: '/pricing',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  impressum: '/impressum',
  /** Pro insights (issue 19). */
  insights: '/insights',
  /** The members' community (issue 19): channels, Pro only, with a preview otherwise. */
  community: '/community',
  communityModeration: '/community/moderation',
  communityChannel: '/community/:channel',
  /** The "This wasn't me" link of a new-device sign-in alert (issue 19); works signed out. */
  signInNotMe: '/security/not-me',
} as const;

export type RouteName = keyof typeof routePatterns;

/** Sections of the settings screen (spec §2), as they appear in `/settings/:section`. */
export const settingsSections = [
  'profile',
  'language-region',
  'notifications',
  'privacy',
  'security',
  'content',
  'communication',
  'payment',
  'legal',
  'support',
] as const;
export type SettingsSection = (typeof settingsSections)[number];

type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<Rest>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<Name extends RouteName> = Record<
  ParamNames<(typeof routePatterns)[Name]>,
  string
>;

type PathArgs<Name extends RouteName> =
  ParamNames<(typeof routePatterns)[Name]> extends never ? [] : [params: RouteParams<Name>];

/** Builds the address of a screen, encoding each parameter: `pathTo('journey', { id })`. */
export function pathTo<Name extends RouteName>(name: Name, ...args: PathArgs<Name>): string {
  const params: Record<string, string> = args[0] ?? {};
  return routePatterns[name].replace(/:(\w+)/g, (_match, param: string) => {
    const value = params[param];
    if (value === undefined || value === '') throw new Error(`Missing route parameter "${param}"`);
    return encodeURIComponent(value);
  });
}
