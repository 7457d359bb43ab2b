import { PASSWORD_MIN_LENGTH, passwordProblem } from '@waymark/shared/auth';

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

export const passwordStrengthLevels: readonly PasswordStrength[] = [
  'weak',
  'fair',
  'good',
  'strong',
];

/**
 * A hint for the person typing, not a rule: the rule is `passwordProblem` (shared with the
 * server), and anything that breaks it is 'weak'. Past the rule, length counts most, then
 * the variety of character kinds.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'empty';
  if (passwordProblem(password) !== null) return 'weak';
  const kinds = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((kind) =>
    kind.test(password),
  ).length;
  const points =
    (password.length >= PASSWORD_MIN_LENGTH + 4 ? 1 : 0) +
    (password.length >= PASSWORD_MIN_LENGTH + 8 ? 1 : 0) +
    (kinds >= 3 ? 1 : 0) +
    (kinds >= 4 ? 1 : 0);
  if (points >= 3) return 'strong';
  if (points >= 1) return 'good';
  return 'fair';
}
