import { describe, expect, it } from 'vitest';
import { journeyActivityTimeline } from './journey-activity';
import type { JourneyActivityItem } from './journey-activity-contracts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
const step = (minute: number): JourneyActivityItem => ({
  kind: 'stepCompleted',
  at: at(minute),
  stepId: crypto.randomUUID(),
  title: `Step at ${minute}`,
});

describe('journeyActivityTimeline', () => {
  it('tells the events oldest first', () => {
    const created: JourneyActivityItem = { kind: 'created', at: at(0) };
    const timeline = journeyActivityTimeline([step(20), created, step(5)]);
    expect(timeline.map((item) => item.at)).toEqual([at(0), at(5), at(20)]);
  });

  it('puts the start first and the completion last when they share an instant', () => {
    const completed: JourneyActivityItem = { kind: 'completed', at: at(3) };
    const created: JourneyActivityItem = { kind: 'created', at: at(3) };
    const timeline = journeyActivityTimeline([completed, step(3), created]);
    expect(timeline.map((item) => item.kind)).toEqual(['created', 'stepCompleted', 'completed']);
  });

  it('keeps only the latest events', () => {
    const events = Array.from({ length: 10 }, (_, minute) => step(minute));
    const timeline = journeyActivityTimeline(events, 3);
    expect(timeline.map((item) => item.at)).toEqual([at(7), at(8), at(9)]);
    expect(journeyActivityTimeline(events, 0)).toEqual([]);
  });
});
