/** The SQLSTATE of a database error, looking through drizzle's wrapping; undefined otherwise. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current != null && depth < 5; depth += 1) {
    if (typeof current !== 'object') return undefined;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const sqlStates = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  noDataFound: 'P0002',
} as const;
