/** Whether a database error (or one it wraps: drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
