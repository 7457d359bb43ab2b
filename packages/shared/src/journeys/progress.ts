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
