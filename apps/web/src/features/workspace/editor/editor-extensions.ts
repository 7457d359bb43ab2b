import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Placeholder } from '@tiptap/extension-placeholder';
import { TaskItem } from '@tiptap/extension-task-item';
import { TaskList } from '@tiptap/extension-task-list';
import StarterKit from '@tiptap/starter-kit';
import { safeLinkRel } from '@waymark/shared/journeys/document';
import {
  createSlashExtension,
  type SlashBridge,
} from '@/features/workspace/editor/slash-extension';
import { StepBlock } from '@/features/workspace/editor/step-block';

/**
 * Exactly the blocks and marks the server's document schema accepts: headings 1–3, paragraphs,
 * lists, to-dos, quote, code, divider, image and step blocks; bold, italic, strike, code, link;
 * line breaks (Shift+Enter). Underline is not offered.
 */
export function editorExtensions(options: {
  placeholder: string;
  slashBridge: { current: SlashBridge };
}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      underline: false,
      link: false,
    }),
    SafeLink.configure({
      openOnClick: false,
      autolink: true,
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: safeLinkRel, target: null },
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    Image.configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder: options.placeholder }),
    StepBlock,
    createSlashExtension(options.slashBridge),
  ];
}

/**
 * Tiptap renders a link's stored `rel` over the configured one, so a document saved before
 * the server forced it (or pasted HTML with rel="opener") could hand the linked page our
 * window: the rel is always the safe one, whatever the node holds.
 */
const SafeLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      rel: {
        default: safeLinkRel,
        parseHTML: () => safeLinkRel,
        renderHTML: () => ({ rel: safeLinkRel }),
      },
    };
  },
});
