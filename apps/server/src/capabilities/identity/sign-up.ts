import { AsyncLocalStorage } from 'node:async_hooks';
import { passwordProblem, signUpRequestSchema } from '@waymark/shared/auth';
import { APIError } from 'better-auth/api';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { isUsernameTaken } from '@/capabilities/accounts/queries';
import { usernameTakenMessage } from '@/capabilities/accounts/service';
import { insertProfileForNewUser } from '@/capabilities/identity/queries';
import { requestLanguage } from '@/lib/request-language';

/** A field-level client error better-auth answers as is; routes.ts reshapes it to our error body. */
export function fieldError(
  status: 'BAD_REQUEST' | 'CONFLICT',
  field: string,
  message: string,
): APIError {
  return new APIError(status, {
    code: status === 'CONFLICT' ? 'CONFLICT' : 'VALIDATION_FAILED',
    message,
    field,
  });
}

/**
 * better-auth runs sign-up in one adapter transaction, but hands its hooks no handle
 * on it. The adapter gets a database whose transaction() records the open transaction
 * here, so the profile insert joins the user's transaction: a failed profile leaves no user.
 */
export const signUpTransactions = new AsyncLocalStorage<AppTransaction>();

export function recordingTransactions(db: AppDatabase): AppDatabase {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: AppDatabase['transaction'] = (fn, config) =>
          target.transaction((tx) => signUpTransactions.run(tx, () => fn(tx)), config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * Checks of `POST /sign-up/email` before better-auth touches anything: clear 400s, and a 409
 * for a taken username (usernames are public). A taken e-mail address is not checked here:
 * better-auth answers it like a new address and mails its owner (auth.ts).
 */
export async function validateSignUp(db: AppDatabase, body: unknown): Promise<void> {
  const parsed = signUpRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fieldError(
      'BAD_REQUEST',
      issue?.path.join('.') ?? '',
      issue?.message ?? 'Invalid sign-up',
    );
  }
  if (await isUsernameTaken(db, parsed.data.username)) {
    throw fieldError('CONFLICT', 'username', usernameTakenMessage);
  }
}

export function validateNewPassword(password: unknown): void {
  const problem = typeof password === 'string' ? passwordProblem(password) : 'Password is required';
  if (problem) throw fieldError('BAD_REQUEST', 'newPassword', problem);
}

interface SignUpContext {
  body?: unknown;
  headers?: Headers;
}

/**
 * Runs when better-auth links the new user's first account, inside the sign-up
 * transaction (the user row exists, the transaction is still open). E-mail sign-ups
 * bring a username and full name; OAuth sign-ups get both at onboarding.
 */
export async function createProfileInSignUp(
  db: AppDatabase,
  userId: string,
  context: SignUpContext | null,
): Promise<void> {
  const body = signUpRequestSchema.partial().safeParse(context?.body ?? {});
  const profile = {
    id: userId,
    username: body.data?.username ?? null,
    fullName: body.data?.name ?? null,
    // The language the person was using: the web app's i18next cookie (their choice in the
    // interface, sent with the sign-up request), else Accept-Language. Their first mail, the
    // confirmation, is written in it.
    language: requestLanguage(
      context?.headers?.get('cookie') ?? undefined,
      context?.headers?.get('accept-language') ?? undefined,
    ),
  };
  try {
    await insertProfileForNewUser(signUpTransactions.getStore() ?? db, profile);
  } catch (error) {
    // Two sign-ups racing for one username: the index decides, the loser's user rolls back.
    if (isUniqueViolation(error)) throw fieldError('CONFLICT', 'username', usernameTakenMessage);
    throw error;
  }
}
