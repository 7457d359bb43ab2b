import { registerFileReadRule } from '@/capabilities/files/key-rules';
import { journeyIdOfKey } from '@/features/journeys/file-keys';
import { findVisibleJourney } from '@/features/journeys/journey-queries';

/** Journey covers and editor images are only for those who may see their journey. */
export function registerJourneyFileRules(): void {
  registerFileReadRule('journeys', {
    owns: (storageKey) => journeyIdOfKey(storageKey) !== null,
    mayRead: async (tx, storageKey) => {
      const journeyId = journeyIdOfKey(storageKey);
      return journeyId !== null && (await findVisibleJourney(tx, journeyId)) !== null;
    },
  });
}
