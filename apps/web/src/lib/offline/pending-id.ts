/**
 * The id of something created on this device that the server has not stored yet (a journey,
 * a project, a comment): it doubles as the write's Idempotency-Key, so the outbox entry and
 * the item shown in the lists are the same thing. Such an item shows "Waiting to sync" and
 * links nowhere until the server's answer replaces it.
 */
const PREFIX = 'pending-';

export const newPendingId = () => `${PREFIX}${crypto.randomUUID()}`;

export const isPendingId = (id: string) => id.startsWith(PREFIX);
