import { z } from 'zod';
import { userText } from './text';

export const PASSWORD_MIN_LENGTH = 8;
/** better-auth's own upper bound; longer inputs only cost hashing time. */
export const PASSWORD_MAX_LENGTH = 128;

export const passwordRuleMessage = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and contain at least one letter and one digit`;

/** The password rule of sign-up and reset: null when the password is acceptable, else why not. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordRuleMessage;
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return passwordRuleMessage;
  return null;
}

export const passwordSchema = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const usernameRuleMessage = `Username must be ${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} characters: lowercase letters, digits and underscores`;

/** Usernames are stored as typed, lowercase only; uniqueness is case-insensitive in the database too. */
export const usernameSchema = z.string().regex(/^[a-z0-9_]{3,30}$/, { error: usernameRuleMessage });

export const fullNameSchema = userText()
  .trim()
  .min(1, { error: 'Full name is required' })
  .max(100, { error: 'Full name must be at most 100 characters' });

/** Body of `POST /api/auth/sign-up/email`: better-auth's fields plus our username. */
export const signUpRequestSchema = z.object({
  /** The full name; better-auth calls it `name`. */
  name: fullNameSchema,
  username: usernameSchema,
  email: z.email({ error: 'Enter a valid e-mail address' }),
  password: passwordSchema,
  callbackURL: userText().optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const usernameAvailabilityQuerySchema = z.object({ username: z.string() });

export const usernameAvailabilitySchema = z.object({
  available: z.boolean(),
  /** Why not, when not available: the rule it breaks, or that it is taken. */
  reason: z.string().optional(),
});
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

export const meSchema = z.object({
  user: z.object({ id: z.uuid(), email: z.string(), emailVerified: z.boolean() }),
  profile: z
    .object({
      id: z.uuid(),
      username: z.string().nullable(),
      fullName: z.string().nullable(),
      avatarUrl: z.string().nullable(),
      language: z.string(),
    })
    .nullable(),
  /**
   * Assurance level (spec §4): `current` is what this session proved; `next` is aal2 when
   * a verified factor exists. current < next means the second-factor step is due.
   */
  aal: z.object({ current: z.enum(['aal1', 'aal2']), next: z.enum(['aal1', 'aal2']) }),
});
export type Me = z.infer<typeof meSchema>;
