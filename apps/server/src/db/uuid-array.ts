import { sql } from 'drizzle-orm';

/** A list of ids as one uuid[] parameter (one placeholder, whatever the list's length). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
