import type { JourneyDocument } from '@waymark/shared/journeys/document';

/**
 * A copy of a document whose step blocks point at the copied steps (duplicate, fork). A
 * block whose step no longer exists is dropped rather than left pointing at someone else's.
 */
export function remapStepBlocks(
  document: JourneyDocument,
  stepIds: ReadonlyMap<string, string>,
): JourneyDocument {
  const copy = (nodes: unknown[]): unknown[] =>
    nodes.flatMap((node) => {
      const n = node as { type: string; attrs?: { stepId?: string }; content?: unknown[] };
      if (n.type === 'stepBlock') {
        const next = n.attrs?.stepId ? stepIds.get(n.attrs.stepId) : undefined;
        return next ? [{ ...n, attrs: { ...n.attrs, stepId: next } }] : [];
      }
      return [n.content ? { ...n, content: copy(n.content) } : n];
    });
  return { type: 'doc', content: copy(document.content) as JourneyDocument['content'] };
}
