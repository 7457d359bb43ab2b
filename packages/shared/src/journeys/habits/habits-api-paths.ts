/** Route patterns of habits and pauses as the server registers them (under /api). */
export const habitsApiPatterns = {
  checkins: '/api/journeys/:id/steps/:stepId/checkins',
  checkin: '/api/journeys/:id/steps/:stepId/checkins/:checkinId',
  pauses: '/api/journeys/:id/pauses',
  pause: '/api/journeys/:id/pauses/:pauseId',
} as const;

const at = (id: string) => encodeURIComponent(id);

/**
 * Paths for clients.
 *
 *   POST   checkins(id, stepId)            CheckinCreate → 201 CheckinResult (400 future day,
 *                                          409 the step does not recur)
 *   GET    checkins(id, stepId)            ?from&until → CheckinList (oldest first)
 *   DELETE checkin(id, stepId, checkinId)  → CheckinDeleted
 *   POST   pauses(id)                      PauseCreate → 201 Pause
 *   GET    pauses(id)                      → PauseList (latest first)
 *   DELETE pause(id, pauseId)              → 204
 */
export const habitsApi = {
  checkins: (id: string, stepId: string) => `/api/journeys/${at(id)}/steps/${at(stepId)}/checkins`,
  checkin: (id: string, stepId: string, checkinId: string) =>
    `/api/journeys/${at(id)}/steps/${at(stepId)}/checkins/${at(checkinId)}`,
  pauses: (id: string) => `/api/journeys/${at(id)}/pauses`,
  pause: (id: string, pauseId: string) => `/api/journeys/${at(id)}/pauses/${at(pauseId)}`,
} as const;
