/**
 * Who hears that a user's verified factors changed (a factor verified or deleted, the account
 * gone): whatever remembers "has a verified factor" (the second-factor gate's cache) forgets
 * that user. The composition root subscribes (app.ts); this capability knows no listener.
 */
type EnrolmentListener = (userId: string) => void;

const listeners = new Set<EnrolmentListener>();

/** Subscribing the same listener again changes nothing. */
export function onEnrolmentChange(listener: EnrolmentListener): void {
  listeners.add(listener);
}

export function enrolmentChanged(userId: string): void {
  for (const listener of listeners) listener(userId);
}
