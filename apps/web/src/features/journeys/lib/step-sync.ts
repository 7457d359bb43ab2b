import type { Step } from '@waymark/shared/journeys/contracts';
import type { StepDraft } from '@/features/journeys/lib/journey-form';

export interface StepSyncPlan {
  deleted: string[];
  renamed: { id: string; title: string }[];
  /** New steps in form order; the server puts each last, the reorder puts it in place. */
  created: { key: string; title: string }[];
}

/** What the edit form must send so the journey's steps become `drafts`. */
export function planStepSync(saved: readonly Step[], drafts: readonly StepDraft[]): StepSyncPlan {
  const kept = new Set(drafts.flatMap((draft) => (draft.id ? [draft.id] : [])));
  const byId = new Map(saved.map((step) => [step.id, step]));
  return {
    deleted: saved.filter((step) => !kept.has(step.id)).map((step) => step.id),
    renamed: drafts.flatMap((draft) => {
      const step = draft.id ? byId.get(draft.id) : undefined;
      return step && step.title !== draft.title.trim()
        ? [{ id: step.id, title: draft.title.trim() }]
        : [];
    }),
    created: drafts
      .filter((draft) => !draft.id)
      .map((draft) => ({ key: draft.key, title: draft.title.trim() })),
  };
}

/**
 * The order to send once new steps have ids, or null when the server's order (kept steps in
 * their old order, then new ones) already is the form's.
 */
export function finalOrder(
  saved: readonly Step[],
  drafts: readonly StepDraft[],
  createdIds: ReadonlyMap<string, string>,
): string[] | null {
  const wanted = drafts.map((draft) => draft.id ?? createdIds.get(draft.key) ?? '');
  const kept = new Set(wanted);
  const serverOrder = [
    ...saved.filter((step) => kept.has(step.id)).map((step) => step.id),
    ...drafts.filter((draft) => !draft.id).map((draft) => createdIds.get(draft.key) ?? ''),
  ];
  return wanted.every((id, index) => id === serverOrder[index]) ? null : wanted;
}
