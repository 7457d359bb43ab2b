import type { PersistedClient } from '@tanstack/query-persist-client-core';

/** A person's kept reads take at most 2 MiB of JSON (UTF-8) in IndexedDB. */
export const KEPT_READS_MAX_BYTES = 2 * 1024 * 1024;
/**
 * One query larger than this is never kept: a long chat history or a huge list would otherwise
 * push every main screen out of the budget.
 */
export const KEPT_QUERY_MAX_BYTES = 256 * 1024;

export interface ReadsBudget {
  maxBytes: number;
  maxQueryBytes: number;
}

const defaultBudget: ReadsBudget = {
  maxBytes: KEPT_READS_MAX_BYTES,
  maxQueryBytes: KEPT_QUERY_MAX_BYTES,
};

const encoder = new TextEncoder();

/**
 * The persisted client as JSON within the budget. Queries are kept newest first (by when
 * their data arrived); one over the per-query limit is dropped, and so is any that no longer
 * fits, so the oldest and the largest go first and the screens seen last stay.
 */
export function serializeWithinBudget(
  client: PersistedClient,
  budget: ReadsBudget = defaultBudget,
): string {
  const { queries, mutations } = client.clientState;
  const head = `{"buster":${JSON.stringify(client.buster)},"timestamp":${client.timestamp},"clientState":{"mutations":${JSON.stringify(mutations)},"queries":[`;
  const tail = ']}}';
  let used = encoder.encode(head + tail).length;
  const candidates = queries
    .map((query) => {
      const json = JSON.stringify(query);
      return { json, bytes: encoder.encode(json).length, at: query.state.dataUpdatedAt };
    })
    .filter((candidate) => candidate.bytes <= budget.maxQueryBytes)
    .sort((a, b) => b.at - a.at);
  const kept: string[] = [];
  for (const candidate of candidates) {
    // One comma between queries.
    const cost = candidate.bytes + (kept.length > 0 ? 1 : 0);
    if (used + cost > budget.maxBytes) continue;
    kept.push(candidate.json);
    used += cost;
  }
  return head + kept.join(',') + tail;
}
