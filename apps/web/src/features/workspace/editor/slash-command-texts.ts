import type { TFunction } from 'i18next';
import type { SlashCommandId } from '@/features/workspace/editor/slash-commands';

export interface SlashCommandText {
  label: string;
  description: string;
}

/** Labels and descriptions of the slash menu, spelled out so the extractor finds every key. */
export function slashCommandTexts(t: TFunction): Record<SlashCommandId, SlashCommandText> {
  return {
    heading1: {
      label: t('slash.heading1.label', { ns: 'workspace' }),
      description: t('slash.heading1.description', { ns: 'workspace' }),
    },
    heading2: {
      label: t('slash.heading2.label', { ns: 'workspace' }),
      description: t('slash.heading2.description', { ns: 'workspace' }),
    },
    heading3: {
      label: t('slash.heading3.label', { ns: 'workspace' }),
      description: t('slash.heading3.description', { ns: 'workspace' }),
    },
    paragraph: {
      label: t('slash.paragraph.label', { ns: 'workspace' }),
      description: t('slash.paragraph.description', { ns: 'workspace' }),
    },
    bulletList: {
      label: t('slash.bulletList.label', { ns: 'workspace' }),
      description: t('slash.bulletList.description', { ns: 'workspace' }),
    },
    orderedList: {
      label: t('slash.orderedList.label', { ns: 'workspace' }),
      description: t('slash.orderedList.description', { ns: 'workspace' }),
    },
    taskList: {
      label: t('slash.taskList.label', { ns: 'workspace' }),
      description: t('slash.taskList.description', { ns: 'workspace' }),
    },
    blockquote: {
      label: t('slash.blockquote.label', { ns: 'workspace' }),
      description: t('slash.blockquote.description', { ns: 'workspace' }),
    },
    codeBlock: {
      label: t('slash.codeBlock.label', { ns: 'workspace' }),
      description: t('slash.codeBlock.description', { ns: 'workspace' }),
    },
    divider: {
      label: t('slash.divider.label', { ns: 'workspace' }),
      description: t('slash.divider.description', { ns: 'workspace' }),
    },
    image: {
      label: t('slash.image.label', { ns: 'workspace' }),
      description: t('slash.image.description', { ns: 'workspace' }),
    },
    step: {
      label: t('slash.step.label', { ns: 'workspace' }),
      description: t('slash.step.description', { ns: 'workspace' }),
    },
  };
}
