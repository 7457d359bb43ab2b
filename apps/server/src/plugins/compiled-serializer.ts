import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

export interface CompiledSerializerOptions {
  /**
   * Also check each response against its zod schema, and that the compiled writer wrote the
   * same JSON as the check would have (on in tests and development, off in production).
   */
  check: boolean;
}

/**
 * Responses written by a serializer compiled from their schema: the zod schema is turned into
 * JSON Schema (zod 4's own `toJSONSchema`, as the OpenAPI reference is) and compiled with
 * fast-json-stringify, Fastify's own serializer, instead of checking every answer with zod and
 * then `JSON.stringify` (fastify-type-provider-zod's way, about a fifth of a list page's time).
 *
 * A schema the compiler cannot take keeps zod's way. With `check`, every answer is still
 * checked with zod, and one whose compiled JSON differs from the checked JSON is an error, so
 * every route a test calls proves the two ways agree. Compiled on a route's first answer, not
 * at start-up: most routes of a node never answer, and start-up has a budget.
 */
export function compiledSerializerCompiler({
  check,
}: CompiledSerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const { schema, method, url } = route;
    const zodWay = serializerCompiler(route) as Stringify;
    let compiled: Stringify | undefined;
    const compiledWay = (): Stringify => (compiled ??= compile(schema) ?? zodWay);
    if (!check) return (data) => compiledWay()(data);
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error)
        throw new ResponseSerializationError(method, url, { cause: checked.error });
      const written = compiledWay()(data);
      const expected = JSON.stringify(checked.data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The compiled serializer of ${method} ${url} wrote ${written.slice(0, 500)} where the schema gives ${expected.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}

/** fast-json-stringify's writer for a zod schema, or undefined when it cannot be compiled. */
function compile(schema: z.ZodType): Stringify | undefined {
  try {
    // OpenAPI 3.0's `nullable: true` rather than draft 7's `anyOf: [X, null]`: for anyOf,
    // fast-json-stringify runs a validator on every value to choose the branch, which made the
    // chat history page slower than JSON.stringify; `nullable` it writes directly.
    const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
    return fastJson(nullableUnions(json) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/**
 * fast-json-stringify reads `nullable` beside a `type`, but not beside `anyOf` (a nullable
 * union, e.g. a mute's end: a date, "forever" or null): there null becomes one more branch.
 */
function nullableUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableUnions);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).map(([key, value]) => [key, nullableUnions(value)] as const);
  const copy: Record<string, unknown> = Object.fromEntries(entries);
  if (copy.nullable === true && Array.isArray(copy.anyOf)) {
    delete copy.nullable;
    copy.anyOf = [...(copy.anyOf as unknown[]), { type: 'null' }];
  }
  return copy;
}
