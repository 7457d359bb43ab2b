import type { AppTransaction } from '@/db/client';

/**
 * The file store serves and deletes bytes without knowing which feature owns them: each
 * feature whose files need more than "anyone with the link" registers a rule for its keys
 * when its routes are registered. So files depends on no feature, and the features it
 * serves for depend on files only through this module and its service.
 */
export interface FileReadRule {
  /** Whether a key is this feature's (journey keys carry their journey id). */
  owns(storageKey: string): boolean;
  /** Whether the viewer may read the file; runs inside the viewer's transaction. */
  mayRead(tx: AppTransaction, storageKey: string): Promise<boolean>;
}

/** Runs in the user's transaction after their uploads rows are deleted. */
export type UserFilesCleanUp = (tx: AppTransaction, userId: string) => Promise<void>;

// Keyed by name, so registering again (every app instance in tests) replaces, never piles up.
const readRules = new Map<string, FileReadRule>();
const cleanUps = new Map<string, UserFilesCleanUp>();

export function registerFileReadRule(name: string, rule: FileReadRule): void {
  readRules.set(name, rule);
}

export function registerUserFilesCleanUp(name: string, cleanUp: UserFilesCleanUp): void {
  cleanUps.set(name, cleanUp);
}

/** The rule that governs reading a key, if a feature claimed it; null means public. */
export function readRuleOf(storageKey: string): FileReadRule | null {
  for (const rule of readRules.values()) if (rule.owns(storageKey)) return rule;
  return null;
}

export async function runUserFilesCleanUps(tx: AppTransaction, userId: string): Promise<void> {
  for (const cleanUp of cleanUps.values()) await cleanUp(tx, userId);
}
