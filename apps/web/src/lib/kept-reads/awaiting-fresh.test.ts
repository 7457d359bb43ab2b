import { afterEach, describe, expect, it } from 'vitest';
import { isAwaitingFresh } from '@/lib/kept-reads/awaiting-fresh';
import { noteKeptReadsRestored } from '@/lib/kept-reads/kept-since';

const restoredAt = Date.parse('2026-11-29T08:00:00Z');
const kept = restoredAt - 3_600_000;
const fresh = restoredAt + 1_000;

afterEach(() => noteKeptReadsRestored(null));

describe('isAwaitingFresh', () => {
  it('holds an editor back while what the device kept is being asked for again', () => {
    noteKeptReadsRestored(restoredAt);
    // Before the refresh has even started (the first render) and while it runs.
    for (const fetchStatus of ['idle', 'fetching'] as const) {
      expect(isAwaitingFresh({ dataUpdatedAt: kept, fetchStatus, isRefetchError: false })).toBe(
        true,
      );
    }
  });

  it('lets it start from the server’s answer', () => {
    noteKeptReadsRestored(restoredAt);
    expect(
      isAwaitingFresh({ dataUpdatedAt: fresh, fetchStatus: 'idle', isRefetchError: false }),
    ).toBe(false);
  });

  it('uses what was kept when nothing fresher can come: offline, or the refresh failed', () => {
    noteKeptReadsRestored(restoredAt);
    expect(
      isAwaitingFresh({ dataUpdatedAt: kept, fetchStatus: 'paused', isRefetchError: false }),
    ).toBe(false);
    expect(
      isAwaitingFresh({ dataUpdatedAt: kept, fetchStatus: 'idle', isRefetchError: true }),
    ).toBe(false);
  });

  it('never waits on a page that restored nothing, or on a query with no data yet', () => {
    expect(
      isAwaitingFresh({ dataUpdatedAt: kept, fetchStatus: 'fetching', isRefetchError: false }),
    ).toBe(false);
    noteKeptReadsRestored(restoredAt);
    expect(
      isAwaitingFresh({ dataUpdatedAt: 0, fetchStatus: 'fetching', isRefetchError: false }),
    ).toBe(false);
  });
});
