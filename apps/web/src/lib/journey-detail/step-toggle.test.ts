import { describe, expect, it } from 'vitest';
import { withStepCompleted } from '@/lib/journey-detail/step-toggle';
import { fixtureJourneyDetail, fixtureStep } from '@/test/journey-fixtures';

const at = '2026-11-01T10:00:00.000Z';
const [a, b, c] = [fixtureStep(0), fixtureStep(1), fixtureStep(2, 'Step 2', at)];
const detail = fixtureJourneyDetail([a, b, c]);

describe('withStepCompleted (the optimistic guess while the server answers)', () => {
  it('ticks a step and recomputes the counts and progress', () => {
    const next = withStepCompleted(detail, a.id, true, at);
    expect(next.steps[0]?.completedAt).toBe(at);
    expect(next.completedStepCount).toBe(2);
    expect(next.progress).toBe(67);
  });

  it('unticks a step', () => {
    const next = withStepCompleted(detail, c.id, false);
    expect(next.steps[2]?.completedAt).toBeNull();
    expect(next.completedStepCount).toBe(0);
    expect(next.progress).toBe(0);
  });

  it('leaves the original untouched, so a refusal can roll back to it', () => {
    withStepCompleted(detail, b.id, true, at);
    expect(detail.steps[1]?.completedAt).toBeNull();
    expect(detail.progress).toBe(33);
  });
});
