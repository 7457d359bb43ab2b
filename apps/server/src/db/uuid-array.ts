import { sql } from 'drizzle-orm';

/** A list of ids as one uuid[] literal: a parameter cast with `::uuid[]` (uuids need no quoting). */
export const uuidArrayLiteral = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** A list of ids as one uuid[] parameter (one placeholder, whatever the list's length). */
export const uuidArray = (ids: readonly string[]) => sql`${uuidArrayLiteral(ids)}::uuid[]`;
