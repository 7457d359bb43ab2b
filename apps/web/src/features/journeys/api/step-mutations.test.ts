import { describe, expect, it } from 'vitest';
import type { JourneyDetail, Step } from '@waymark/shared/journeys/contracts';
import { withStepCompleted } from '@/features/journeys/api/step-mutations';

const at = '2026-11-01T10:00:00.000Z';

function step(id: string, completedAt: string | null): Step {
  return {
    id,
    journeyId: 'j',
    position: 0,
    title: id,
    notes: '',
    dueDate: null,
    completedAt,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

const detail = {
  steps: [step('a', null), step('b', null), step('c', at)],
  stepCount: 3,
  completedStepCount: 1,
  progress: 33,
} as unknown as JourneyDetail;

describe('withStepCompleted (the optimistic guess while the server answers)', () => {
  it('ticks a step and recomputes the counts and progress', () => {
    const next = withStepCompleted(detail, 'a', true, at);
    expect(next.steps[0]?.completedAt).toBe(at);
    expect(next.completedStepCount).toBe(2);
    expect(next.progress).toBe(67);
  });

  it('unticks a step', () => {
    const next = withStepCompleted(detail, 'c', false);
    expect(next.steps[2]?.completedAt).toBeNull();
    expect(next.completedStepCount).toBe(0);
    expect(next.progress).toBe(0);
  });

  it('leaves the original untouched, so a refusal can roll back to it', () => {
    withStepCompleted(detail, 'b', true, at);
    expect(detail.steps[1]?.completedAt).toBeNull();
    expect(detail.progress).toBe(33);
  });
});
