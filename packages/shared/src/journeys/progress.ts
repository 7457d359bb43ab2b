/**
 * Progress of a journey (or of a project over its journeys) as a whole percentage.
 * Rounded, except that it never shows 100 before everything is done nor 0 once
 * something is: 199 of 200 reads 99, 1 of 500 reads 1.
 */
export function progressPercent(completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const done = Math.min(Math.max(0, Math.floor(completed)), Math.floor(total));
  if (done === 0) return 0;
  if (done >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((done / total) * 100)));
}

/**
 * Progress toward a measurable target ("run 100 km": logged 12.5 of 100) as a whole
 * percentage: min(100, logged / value × 100), rounded like progressPercent, so 99.6 km of
 * 100 reads 99 and 0.2 of 100 reads 1. Logging past the target stays at 100. The database's
 * generated journeys.progress column applies the same rule (drizzle/0034_journey_targets.sql).
 */
export function targetProgressPercent(logged: number, value: number): number {
  if (!Number.isFinite(value) || value <= 0 || !Number.isFinite(logged) || logged <= 0) return 0;
  if (logged >= value) return 100;
  return Math.min(99, Math.max(1, Math.round((logged / value) * 100)));
}

/** A journey's progress: its target's where it has one, else its steps'. */
export function journeyProgressPercent(journey: {
  target: { value: number; logged: number } | null;
  completedStepCount: number;
  stepCount: number;
}): number {
  return journey.target
    ? targetProgressPercent(journey.target.logged, journey.target.value)
    : progressPercent(journey.completedStepCount, journey.stepCount);
}
