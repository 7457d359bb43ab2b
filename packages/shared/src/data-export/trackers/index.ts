import { parseHabiticaExport } from './habitica';
import { parseLoopExport } from './loop';
import type { TrackerPlan, TrackerSource } from './plan';
import { parseStravaExport } from './strava';

export * from './plan';

/** The plan for a file of one of the trackers; a TrackerFormatError says what does not fit. */
export function parseTrackerExport(source: TrackerSource, content: Uint8Array): TrackerPlan {
  switch (source) {
    case 'loop':
      return parseLoopExport(content);
    case 'habitica':
      return parseHabiticaExport(content);
    case 'strava':
      return parseStravaExport(content);
  }
}
