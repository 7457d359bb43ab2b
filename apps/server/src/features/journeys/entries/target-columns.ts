import type { TargetInput } from '@waymark/shared/journeys/entry-contracts';

/**
 * The journey columns of a target from a create or update: both set, or both null (no
 * target). The contract has already checked, trimmed and rounded them. Removing a target keeps
 * the entries (and target_logged with them): setting one again shows what was logged.
 */
export function targetColumns(target: { value: number; unit: string } | TargetInput | null) {
  return target
    ? { targetValue: Number(target.value), targetUnit: target.unit }
    : { targetValue: null, targetUnit: null };
}
