import { mergeAttributes, Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { StepBlockView } from '@/features/workspace/editor/step-block-view';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    stepBlock: {
      /** Inserts a block bound to one of the journey's steps at the selection. */
      insertStepBlock: (stepId: string) => ReturnType;
    };
  }
}

/**
 * A real step of the journey inside its document: an atom holding only the step's id. Its
 * title and completion are read from the journey's steps when it renders, never stored here.
 */
export const StepBlock = Node.create({
  name: 'stepBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      stepId: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-step-id'),
        renderHTML: (attributes: { stepId: string | null }) => ({
          'data-step-id': attributes.stepId,
        }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-type="step-block"]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes, { 'data-type': 'step-block' })];
  },

  addNodeView() {
    return ReactNodeViewRenderer(StepBlockView);
  },

  addCommands() {
    return {
      insertStepBlock:
        (stepId) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { stepId } }),
    };
  },
});
