import { z } from 'zod';
import { languageCodes, type LanguageCode } from './languages';
import { userText } from './text';

/** How dates are written; 'auto' follows the interface language's own convention. */
export const dateFormats = [
  'auto',
  'dd/mm/yyyy',
  'mm/dd/yyyy',
  'yyyy-mm-dd',
  'd mmm yyyy',
] as const;
export type DateFormat = (typeof dateFormats)[number];

/** Every kind of notification a person can tune, in the order the settings table lists them. */
export const notificationTypes = [
  'newFollower',
  'followRequest',
  'connectionRequest',
  'comments',
  'likes',
  'mentions',
  'messages',
  'journeyReminders',
  'billing',
  // Issue 16: forks of my journeys and journeys completed by people I follow; new sign-ins.
  'journeyActivity',
  'security',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationChannelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

// E-mail only for what needs an answer or costs money; the noisy kinds stay in the app.
export const defaultNotificationChannels: Readonly<Record<NotificationType, NotificationChannels>> =
  {
    newFollower: { inApp: true, email: false },
    followRequest: { inApp: true, email: true },
    connectionRequest: { inApp: true, email: true },
    comments: { inApp: true, email: false },
    likes: { inApp: true, email: false },
    mentions: { inApp: true, email: true },
    messages: { inApp: true, email: false },
    journeyReminders: { inApp: true, email: true },
    billing: { inApp: true, email: true },
    journeyActivity: { inApp: true, email: false },
    security: { inApp: true, email: true },
  };

/** Notification e-mail one by one (`off`: no digest), or gathered once a day or week. */
export const emailDigestValues = ['off', 'daily', 'weekly'] as const;
export type EmailDigest = (typeof emailDigestValues)[number];

/** 'HH:MM', 24-hour clock, in the person's time zone (UTC when they chose none). */
export const clockTimePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export const whoCanFollowValues = ['everyone', 'approval'] as const;
export const whoCanMessageValues = ['everyone', 'connections', 'nobody'] as const;
export const journeyVisibilities = ['private', 'followers', 'public'] as const;

/** The mails a person can stop with one click: each mail's unsubscribe link names its flag. */
export const communicationFlags = ['productUpdates', 'weeklyDigest', 'tips'] as const;
export type CommunicationFlag = (typeof communicationFlags)[number];

// Built on first use: the lists are long and only the settings screens and API need them.
let timeZones: ReadonlySet<string> | undefined;
let currencies: ReadonlySet<string> | undefined;

// Area/Location as IANA writes it; rules out case variants Intl would also accept.
const ianaName = /^(?:UTC|[A-Z][A-Za-z_+-]*(?:\/[A-Z0-9][A-Za-z0-9_+-]*)+)$/;

/**
 * IANA zones this runtime knows, plus 'UTC', which some runtimes list only as an alias.
 * Runtimes disagree on which name is canonical (Node's ICU lists Asia/Katmandu, browsers
 * Asia/Kathmandu), so a name Intl resolves to a listed zone counts too.
 */
export function isTimeZone(value: string): boolean {
  timeZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (timeZones.has(value)) return true;
  if (!ianaName.test(value)) return false;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
    return timeZones.has(resolved);
  } catch {
    return false;
  }
}

/** ISO 4217 codes this runtime can format. */
export function isCurrencyCode(value: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(value);
}

const languageSchema = z.enum(languageCodes as [LanguageCode, ...LanguageCode[]], {
  error: 'Choose one of the supported languages',
});

/** null = automatic: the browser's zone. */
const timeZoneSchema = z
  .string()
  .refine(isTimeZone, { error: 'Choose a time zone from the list, such as Europe/Berlin or UTC' })
  .nullable();

/** null = automatic: no preferred currency, amounts keep their own. */
const currencySchema = z
  .string()
  .refine(isCurrencyCode, { error: 'Choose a currency by its three-letter code, such as EUR' })
  .nullable();

const dateFormatSchema = z.enum(dateFormats, {
  error: `Date format must be one of ${dateFormats.join(', ')}`,
});

const notificationsShape = Object.fromEntries(
  notificationTypes.map((type) => [type, notificationChannelsSchema]),
) as Record<NotificationType, typeof notificationChannelsSchema>;

const preferenceShape = {
  language: languageSchema,
  timeZone: timeZoneSchema,
  currency: currencySchema,
  dateFormat: dateFormatSchema,
  whoCanFollow: z.enum(whoCanFollowValues, { error: 'Choose everyone or approval' }),
  whoCanMessage: z.enum(whoCanMessageValues, { error: 'Choose everyone, connections or nobody' }),
  showActivityStatus: z.boolean({ error: 'Must be true or false' }),
  showOnLeaderboard: z.boolean({ error: 'Must be true or false' }),
  /** Off: Discover leaves me and what I share out of its search and suggestions. */
  discoverable: z.boolean({ error: 'Must be true or false' }),
  defaultJourneyVisibility: z.enum(journeyVisibilities, {
    error: 'Choose private, followers or public',
  }),
  showCompletedJourneys: z.boolean({ error: 'Must be true or false' }),
  reduceMotion: z.boolean({ error: 'Must be true or false' }),
  productUpdates: z.boolean({ error: 'Must be true or false' }),
  weeklyDigest: z.boolean({ error: 'Must be true or false' }),
  tips: z.boolean({ error: 'Must be true or false' }),
  /** Quiet hours: no notification e-mail from start to end (may cross midnight); null: none. */
  quietHoursStart: z
    .string()
    .regex(clockTimePattern, { error: 'Write the time as HH:MM' })
    .nullable(),
  quietHoursEnd: z
    .string()
    .regex(clockTimePattern, { error: 'Write the time as HH:MM' })
    .nullable(),
  emailDigest: z.enum(emailDigestValues, { error: 'Choose off, daily or weekly' }),
};

/** GET /api/settings: every choice, defaults filled in. */
export const settingsSchema = z.object({
  ...preferenceShape,
  notifications: z.object(notificationsShape),
});
export type Settings = z.infer<typeof settingsSchema>;

export const defaultSettings: Omit<Settings, 'language'> = {
  timeZone: null,
  currency: null,
  dateFormat: 'auto',
  notifications: { ...defaultNotificationChannels },
  whoCanFollow: 'everyone',
  whoCanMessage: 'everyone',
  showActivityStatus: true,
  showOnLeaderboard: true,
  discoverable: true,
  defaultJourneyVisibility: 'private',
  showCompletedJourneys: true,
  reduceMotion: false,
  productUpdates: true,
  weeklyDigest: false,
  tips: true,
  quietHoursStart: null,
  quietHoursEnd: null,
  emailDigest: 'off',
};

const notificationsUpdateShape = Object.fromEntries(
  notificationTypes.map((type) => [type, notificationChannelsSchema.partial().optional()]),
) as Record<NotificationType, z.ZodOptional<ReturnType<typeof notificationChannelsSchema.partial>>>;

/**
 * PATCH /api/settings: any subset; unknown fields are refused so a typo never passes silently.
 * Notifications merge per type and channel. `language` is written to profiles.language.
 */
export const settingsUpdateSchema = z.strictObject({
  ...z.object(preferenceShape).partial().shape,
  notifications: z.strictObject(notificationsUpdateShape).optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** GET /api/settings/unsubscribe?token=… (the link in every product mail). */
export const unsubscribeQuerySchema = z.object({
  token: userText().min(1, { error: 'token is required' }).max(512),
});

/** Why an unsubscribe link did not work, shown on /settings/communication. */
export const unsubscribeProblems = ['invalid', 'expired'] as const;
export type UnsubscribeProblem = (typeof unsubscribeProblems)[number];

/** GET /api/settings/export: everything the caller owns, as one JSON download. */
export const settingsExportSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  account: z.object({
    id: z.uuid(),
    email: z.string(),
    emailVerified: z.boolean(),
  }),
  profile: z
    .object({
      username: z.string().nullable(),
      fullName: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      bio: z.string().nullable(),
      location: z.string().nullable(),
      website: z.string().nullable(),
      language: z.string(),
      visibility: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
  settings: settingsSchema,
  supportTickets: z.array(
    z.object({
      subject: z.string(),
      message: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  activeSessions: z.array(
    z.object({
      deviceType: z.string(),
      deviceName: z.string(),
      location: z.string(),
      lastActive: z.iso.datetime({ offset: true }),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  secondFactors: z.array(
    z.object({
      friendlyName: z.string(),
      factorType: z.string(),
      status: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
  uploads: z.array(
    z.object({
      purpose: z.string(),
      contentType: z.string(),
      byteSize: z.number(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type SettingsExport = z.infer<typeof settingsExportSchema>;

export const SUPPORT_SUBJECT_MAX_LENGTH = 150;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/**
 * POST /api/support, and the contact form of Settings → Support. Signed-in people are
 * answered at their account address; visitors give `email` (the server asks for it).
 */
export const supportRequestSchema = z.object({
  subject: userText()
    .trim()
    .min(3, { error: 'Subject must be at least 3 characters' })
    .max(SUPPORT_SUBJECT_MAX_LENGTH, {
      error: `Subject must be at most ${SUPPORT_SUBJECT_MAX_LENGTH} characters`,
    }),
  message: userText()
    .trim()
    .min(10, { error: 'Message must be at least 10 characters' })
    .max(SUPPORT_MESSAGE_MAX_LENGTH, {
      error: `Message must be at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters`,
    }),
  email: z.email({ error: 'Enter a valid e-mail address' }).optional(),
  /** App version and browser, to help answer; filled in by the web app. */
  context: userText()
    .trim()
    .max(500, { error: 'Context must be at most 500 characters' })
    .optional(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** Issue 19: how soon support answers a Pro member's ticket, and everyone else's. */
export const PRIORITY_SUPPORT_HOURS = 24;
export const STANDARD_SUPPORT_HOURS = 72;

/**
 * A Pro member, for priority support: someone whose subscription (paid, trialing or being
 * retried) gives access. The free days after sign-up give access but are not membership.
 */
export function isProMember(status: {
  hasAccess: boolean;
  subscription: { status: string } | null;
}): boolean {
  return status.hasAccess && status.subscription !== null;
}

/** GET /api/support/answer-time: what the support page promises the caller (issue 19). */
export const supportAnswerTimeSchema = z.object({
  priority: z.boolean(),
  answerWithinHours: z.number().int().positive(),
});
export type SupportAnswerTime = z.infer<typeof supportAnswerTimeSchema>;

export const supportTicketSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  /** Filed by a Pro member: answered first (issue 19). */
  priority: z.boolean(),
  /** The answer time the person is promised, in hours. */
  answerWithinHours: z.number().int().positive(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
