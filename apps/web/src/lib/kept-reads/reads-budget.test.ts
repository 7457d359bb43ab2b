import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { describe, expect, it } from 'vitest';
import { serializeWithinBudget } from '@/lib/kept-reads/reads-budget';

const kib = 1024;
const text = (bytes: number) => 'x'.repeat(bytes);

/** A client with three reads of the given sizes, fetched in this order (oldest first). */
function clientWith(sizes: Record<string, number>): PersistedClient {
  const queryClient = new QueryClient();
  let at = 1_000;
  for (const [name, bytes] of Object.entries(sizes)) {
    queryClient.setQueryData([name], { text: text(bytes) }, { updatedAt: (at += 1_000) });
  }
  return { buster: '1', timestamp: Date.now(), clientState: dehydrate(queryClient) };
}

const keptNames = (json: string) =>
  (JSON.parse(json) as PersistedClient).clientState.queries.map((query) => query.queryKey[0]);

describe('the size limit of the kept reads', () => {
  it('keeps everything that fits', () => {
    const json = serializeWithinBudget(clientWith({ old: kib, newer: kib, newest: kib }), {
      maxBytes: 10 * kib,
      maxQueryBytes: 4 * kib,
    });
    expect(keptNames(json).sort()).toEqual(['newer', 'newest', 'old']);
  });

  it('drops the oldest reads first when the budget is reached, and stays within it', () => {
    const budget = { maxBytes: 5 * kib, maxQueryBytes: 4 * kib };
    const json = serializeWithinBudget(
      clientWith({ oldest: 2 * kib, middle: 2 * kib, newest: 2 * kib }),
      budget,
    );
    expect(keptNames(json).sort()).toEqual(['middle', 'newest']);
    expect(new TextEncoder().encode(json).length).toBeLessThanOrEqual(budget.maxBytes);
  });

  it('never keeps one read larger than the per-query limit, however new', () => {
    const json = serializeWithinBudget(clientWith({ small: kib, huge: 40 * kib }), {
      maxBytes: 100 * kib,
      maxQueryBytes: 16 * kib,
    });
    expect(keptNames(json)).toEqual(['small']);
  });

  it('writes a client TanStack Query restores as it was', () => {
    const client = clientWith({ one: 10 });
    const json = serializeWithinBudget(client);
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(client)));
  });
});
