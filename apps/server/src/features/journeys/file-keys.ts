import { randomUUID } from 'node:crypto';

/**
 * Journey files carry their journey in the key (`j_<journey id>_<random>.webp`), so the
 * files route can ask whether the viewer may see that journey before serving the bytes.
 */
const keyPattern = /^j_([0-9a-f-]{36})_[A-Za-z0-9]+\.webp$/;

export const journeyIdOfKey = (storageKey: string): string | null =>
  keyPattern.exec(storageKey)?.[1] ?? null;

export const newJourneyFileKey = (journeyId: string) =>
  `j_${journeyId}_${randomUUID().replaceAll('-', '')}.webp`;
