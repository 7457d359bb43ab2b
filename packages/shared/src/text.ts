import { z } from 'zod';

/**
 * Text people type into the app. PostgreSQL cannot store a NUL character in text or jsonb
 * (the query fails), and a lone UTF-16 surrogate is not a character at all (the driver
 * silently turns it into U+FFFD). Both are refused at the door with this message, so a
 * request never reaches the database with them.
 */
export const userTextMessage = 'Text must not contain NUL characters or invalid Unicode';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored as text: no NUL, no lone surrogate. */
export function isWellFormedText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/**
 * The one string schema for user text: every contract field people write (titles,
 * descriptions, names, bios, notes, searches, messages, keys) starts from it. `params`
 * are z.string()'s, e.g. the message for a missing or non-string value.
 */
export function userText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isWellFormedText, { error: userTextMessage });
}
