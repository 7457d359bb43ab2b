import fc from 'fast-check';
import type { z } from 'zod';
import { encodeCursor, type CursorKey } from '@/lib/keyset-cursor';

/**
 * fast-check arbitraries of hostile input, shaped by a route's zod schema: mostly values of
 * the right shape (so requests get past the first check and reach deeper rules and the
 * database) with, at every level, a chance of a wrong type, a missing or unknown field, a
 * huge or malformed string, an out-of-range number, an unknown id or a crafted cursor.
 */

/** Ids that exist (the seeded person's journeys, steps, projects…), mixed with random ones. */
export interface FuzzContext {
  knownIds: string[];
  /** Weight of a nasty value against 10 of a plausible one at each level: 0 gets deep, 5 hits hard. */
  nastiness?: number;
}

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\uFEFF',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '%00',
  '%',
  '../../etc/passwd',
  "' or 1=1 --",
  '\\',
  '<script>alert(1)</script>',
  'null',
  'true',
  '-1',
  '1e400',
  'NaN',
  '2147483648',
  '9223372036854775808',
  '0000-00-00',
  '2024-13-45',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999+14:00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

const nastyNumbers = [
  -1,
  -0,
  0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
];

/** Cursors built like the server's, holding values no column can take, and plain garbage. */
export function craftedCursor(context: FuzzContext): fc.Arbitrary<string> {
  const keyValue = fc.oneof(
    fc.constantFrom<string | number>(
      '2024-13-45',
      '0000-01-01',
      '0000-01-01T00:00:00.000Z',
      '275760-09-13T00:00:00.000Z',
      '2024-02-30',
      '\u0000',
      'a\uD800',
      2 ** 31,
      2 ** 63,
      -(2 ** 31) - 1,
      1e308,
      0.5,
    ),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer(),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  );
  const id = fc.oneof(fc.uuid(), fc.constantFrom(...context.knownIds, 'not-a-uuid'));
  return fc.oneof(
    fc.tuple(keyValue, id).map((key: CursorKey) => encodeCursor(key)),
    fc.anything({ maxDepth: 2 }).map((value) => {
      const json = JSON.stringify(value) ?? 'null';
      return Buffer.from(json).toString('base64url');
    }),
    fc.string({ maxLength: 60 }),
    fc.constant('x'.repeat(600)),
  );
}

function nastyValue(context: FuzzContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(...nastyStrings),
    fc.constantFrom<unknown>(...nastyNumbers),
    fc.constantFrom<unknown>(null, true, false, [], {}, [null], { __proto__: 1 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.integer({ min: 1000, max: 300_000 }).map((size) => 'x'.repeat(size)),
    fc.uuid(),
    fc.constantFrom(...context.knownIds),
    fc.anything({ maxDepth: 2 }),
  );
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      format?: string;
      coerce?: boolean;
      innerType?: z.ZodType;
      in?: z.ZodType;
      out?: z.ZodType;
      shape?: Record<string, z.ZodType>;
      element?: z.ZodType;
      items?: z.ZodType[];
      options?: z.ZodType[];
      entries?: Record<string, string | number>;
      values?: unknown[];
      valueType?: z.ZodType;
      getter?: () => z.ZodType;
      catchall?: z.ZodType;
      left?: z.ZodType;
      right?: z.ZodType;
    };
  };
}

const defOf = (schema: z.ZodType) => (schema as unknown as ZodInternals)._zod.def;

/** A value of about the schema's shape, with nasty values mixed in at every level. */
export function hostileValue(
  schema: z.ZodType,
  context: FuzzContext,
  depth = 0,
  field = '',
): fc.Arbitrary<unknown> {
  const plausible = plausibleValue(schema, context, depth, field);
  const nastiness = context.nastiness ?? 3;
  if (nastiness === 0) return plausible;
  return fc.oneof(
    { weight: 10, arbitrary: plausible },
    { weight: nastiness, arbitrary: nastyValue(context) },
    { weight: Math.ceil(nastiness / 2), arbitrary: fc.constant(undefined) },
  );
}

function plausibleValue(
  schema: z.ZodType,
  context: FuzzContext,
  depth: number,
  field: string,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(null);
  const next = (inner: z.ZodType, name = field) => hostileValue(inner, context, depth + 1, name);
  if (field === 'cursor') return craftedCursor(context);
  switch (def.type) {
    case 'string': {
      const hint = fieldHint(field);
      const generic = plausibleString(def.format, context);
      return hint
        ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: generic })
        : generic;
    }
    case 'number':
    case 'int':
      return fc.oneof(
        fc.integer({ min: -5, max: 300 }),
        fc.double(),
        fc.constantFrom(...nastyNumbers),
      );
    case 'bigint':
      return fc.bigInt().map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: 'none' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType!);
    case 'pipe':
      // Transforms have nothing to generate from: the input side decides.
      return defOf(def.in!).type === 'transform' ? next(def.out!) : next(def.in!);
    case 'lazy':
      return next(def.getter!());
    case 'array':
    case 'set':
      return fc.array(next(def.element ?? def.valueType!), { maxLength: depth > 2 ? 2 : 6 });
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => next(item)));
    case 'union':
      return fc.oneof(
        ...(def.options ?? []).map((option) => plausibleValue(option, context, depth + 1, field)),
      );
    case 'intersection':
      return plausibleValue(def.left!, context, depth + 1, field);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), next(def.valueType!), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, value]) => [key, next(value, key)]),
      );
      // Any field may be missing; now and then one the schema does not know joins.
      return fc
        .tuple(
          fc.record(fields, { requiredKeys: [] }),
          context.nastiness === 0
            ? fc.constant(null)
            : fc.option(fc.tuple(fc.string({ maxLength: 12 }), nastyValue(context)), { freq: 6 }),
        )
        .map(([value, extra]) => {
          const object = value as Record<string, unknown>;
          for (const [key, item] of Object.entries(object))
            if (item === undefined) delete object[key];
          if (extra) object[extra[0]] = extra[1];
          return object;
        });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

// Rules written as refinements (dates, zones, codes…) tell nothing of their format, so field
// names give a hint; valid values take a request past validation into the service and its SQL.
const hints: [RegExp, fc.Arbitrary<string>][] = [
  [
    /date$/i,
    fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  ],
  [/^timeZone$/, fc.constantFrom('UTC', 'Europe/Berlin', 'Asia/Kathmandu')],
  [/^currency$/, fc.constantFrom('EUR', 'USD', 'JPY')],
  [/^icon$/, fc.constantFrom('📁', 'rocket', '🇫🇷')],
  [/^username$/, fc.stringMatching(/^[a-z0-9_]{3,30}$/)],
  [/^(website|href|callbackURL|redirectTo)$/, fc.webUrl()],
  [/^(coverImageUrl|src)$/, fc.constantFrom('/api/files/abc.webp', '/api/files/x')],
  [/^code$/, fc.stringMatching(/^\d{6}$/)],
  [/^phone$/, fc.constantFrom('+14155550123', '+4915112345678')],
  [/^password$/, fc.constantFrom('engines1843', 'short')],
  [/^(last4)$/, fc.stringMatching(/^\d{4}$/)],
];

function fieldHint(field: string): fc.Arbitrary<string> | undefined {
  return hints.find(([pattern]) => pattern.test(field))?.[1];
}

function plausibleString(format: string | undefined, context: FuzzContext): fc.Arbitrary<string> {
  switch (format ?? 'text') {
    case 'uuid':
    case 'guid':
      return fc.oneof(fc.uuid(), fc.constantFrom(...context.knownIds));
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        fc.constantFrom('a\u0000@example.com', 'ä@ö.example', `${'x'.repeat(300)}@example.com`),
      );
    case 'datetime':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.constantFrom('0000-01-01T00:00:00Z', '2024-13-45T00:00:00Z'),
      );
    case 'date':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom('0000-01-01', '2024-02-30', '2024-13-45', '10000-01-01'),
      );
    case 'url':
      return fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'http://\u0000'));
    default:
      return fc.oneof(
        fc.lorem({ maxCount: 6 }),
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
        fc.constantFrom(...nastyStrings),
      );
  }
}

/**
 * Percent-encoding that also carries lone surrogates (as the bytes WTF-8 gives them), where
 * encodeURIComponent would throw: the server must cope with such bytes in a URL too.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** A query string: every value is text (arrays repeat the key), built from the schema's fields. */
export function hostileQuery(
  schema: z.ZodType | undefined,
  context: FuzzContext,
): fc.Arbitrary<string> {
  const value = schema
    ? fc.oneof(
        hostileValue(schema, { ...context, nastiness: 0 }),
        hostileValue(schema, { ...context, nastiness: 4 }),
      )
    : fc.dictionary(
        fc.constantFrom('q', 'cursor', 'limit', 'sort', 'id', 'page'),
        nastyValue(context),
        {
          maxKeys: 3,
        },
      );
  return value.map((query) => {
    if (query === null || typeof query !== 'object' || Array.isArray(query)) {
      return query === undefined ? '' : `?${percentEncode(asText(query))}`;
    }
    const pairs = Object.entries(query as Record<string, unknown>).flatMap(([key, item]) =>
      (Array.isArray(item) ? item : [item]).map(
        (one) => `${percentEncode(key)}=${percentEncode(asText(one))}`,
      ),
    );
    return pairs.length > 0 ? `?${pairs.join('&')}` : '';
  });
}

/** A path with each `:param` (and a trailing `*`) filled from the params schema, or with nasty text. */
export function hostilePath(
  url: string,
  schema: z.ZodType | undefined,
  context: FuzzContext,
): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const shape = schema ? (defOf(schema).shape ?? {}) : {};
  const segment = (name: string) =>
    (shape[name] ? hostileValue(shape[name], context, 0, name) : nastyValue(context)).map((value) =>
      percentEncode(asText(value)),
    );
  const wildcard = fc
    .array(
      fc.oneof(
        fc.constantFrom('x', 'sign-in', 'email', '..', '%00', 'factors'),
        fc.string({ maxLength: 8 }).map(percentEncode),
      ),
      { maxLength: 3 },
    )
    .map((parts) => parts.join('/'));
  return fc.tuple(fc.tuple(...names.map(segment)), wildcard).map(([values, rest]) => {
    let index = 0;
    return url.replace(/:(\w+)/g, () => values[index++] || '%20').replace(/\*$/, rest);
  });
}
