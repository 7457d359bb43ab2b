import { z } from 'zod';
import { isWellFormedText } from '@waymark/shared/text';
import { AppError } from '@/errors';

/**
 * Keyset cursors: the sort value and id of the last row of a page, as base64url JSON. They
 * are opaque to clients; a cursor that does not decode, or belongs to another sort, is a 400.
 */
const cursorSchema = z.tuple([z.union([z.string(), z.number()]), z.uuid()]);
export type CursorKey = z.infer<typeof cursorSchema>;

// A cursor is client input like any other: each value is bounded to what its column can
// hold, so a crafted one is a 400 here and never a cast error in the query.
const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= 1970 && year <= 9999;
};

/** What a cursor's sort value may be, per column type. */
export const cursorValues = {
  /** timestamptz: an ISO instant of a real day, years 1970–9999. */
  instant: z.iso
    .datetime({ offset: true })
    .refine((value) => yearInRange(value) && !Number.isNaN(Date.parse(value))),
  /** date: an existing calendar day 'YYYY-MM-DD', years 1970–9999. */
  date: z.iso
    .date()
    .refine(
      (value) =>
        yearInRange(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    ),
  /** int4. */
  int4: z
    .number()
    .int()
    .min(-(2 ** 31))
    .max(2 ** 31 - 1),
  /** text: what a text column can hold, no longer than the longest title. */
  text: z.string().max(500).refine(isWellFormedText),
};

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor<Value extends z.ZodType<string | number>>(
  cursor: string | undefined,
  value: Value,
): [z.infer<Value>, string] | null {
  if (cursor === undefined || cursor === '') return null;
  try {
    const [key, id] = cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    return [value.parse(key), id];
  } catch {
    throw new AppError('VALIDATION_FAILED', 'cursor: The cursor is not valid for this list', {
      details: [{ path: 'cursor', message: 'The cursor is not valid for this list' }],
    });
  }
}

/** A list query once its route filled in the defaults: the limit and the sort are always set. */
export type FilledListQuery<Query extends { limit?: unknown; sort?: string }> = Omit<
  Query,
  'limit' | 'sort'
> & {
  limit: number;
  sort: NonNullable<Query['sort']>;
};

/** What a keyset list query found: up to one row more than the page, and each row's cursor key. */
export interface KeysetRows<Row> {
  rows: Row[];
  keyOf: (row: Row) => CursorKey;
}

/** Fetches one row more than the page to know whether another page follows. */
export function toPage<Row, Item>(
  { rows, keyOf }: KeysetRows<Row>,
  limit: number,
  present: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const pageRows = more ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(present),
    nextCursor: more && last ? encodeCursor(keyOf(last)) : null,
  };
}
