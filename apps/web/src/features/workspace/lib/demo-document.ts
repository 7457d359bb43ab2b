import type { JSONContent } from '@tiptap/core';
import type { TFunction } from 'i18next';

export const DEMO_STEP_IDS = ['demo-step-1', 'demo-step-2', 'demo-step-3'] as const;

/** The starting document of /slash-command-demo, in the reader's language. */
export function demoDocument(t: TFunction): JSONContent {
  const paragraph = (text: string): JSONContent => ({
    type: 'paragraph',
    content: [{ type: 'text', text }],
  });
  return {
    type: 'doc',
    content: [
      {
        type: 'heading',
        attrs: { level: 2 },
        content: [{ type: 'text', text: t('demo.docTitle', { ns: 'workspace' }) }],
      },
      paragraph(t('demo.docIntro', { ns: 'workspace' })),
      { type: 'stepBlock', attrs: { stepId: DEMO_STEP_IDS[0] } },
      paragraph(t('demo.docTry', { ns: 'workspace' })),
      { type: 'paragraph' },
    ],
  };
}

export function demoSteps(t: TFunction) {
  return [
    { id: DEMO_STEP_IDS[0], title: t('demo.step1', { ns: 'workspace' }), isCompleted: true },
    { id: DEMO_STEP_IDS[1], title: t('demo.step2', { ns: 'workspace' }), isCompleted: false },
    { id: DEMO_STEP_IDS[2], title: t('demo.step3', { ns: 'workspace' }), isCompleted: false },
  ];
}
