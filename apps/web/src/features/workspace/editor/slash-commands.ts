import type { Editor, Range } from '@tiptap/core';

export type SlashCommandId =
  | 'heading1'
  | 'heading2'
  | 'heading3'
  | 'paragraph'
  | 'bulletList'
  | 'orderedList'
  | 'taskList'
  | 'blockquote'
  | 'codeBlock'
  | 'divider'
  | 'image'
  | 'step';

/** What the menu needs from the page beyond the editor itself (pickers live in React). */
export interface SlashCommandHost {
  requestImage: () => void;
  /** Absent where there is no journey (nothing to attach a step to). */
  requestStep?: () => void;
}

export interface SlashCommand {
  id: SlashCommandId;
  /** Extra words people type for this block, in English; the translated label matches too. */
  aliases: readonly string[];
  run: (editor: Editor, range: Range, host: SlashCommandHost) => void;
}

const chainAt = (editor: Editor, range: Range) => editor.chain().focus().deleteRange(range);

export const slashCommands: readonly SlashCommand[] = [
  {
    id: 'heading1',
    aliases: ['h1', 'title'],
    run: (editor, range) => void chainAt(editor, range).setNode('heading', { level: 1 }).run(),
  },
  {
    id: 'heading2',
    aliases: ['h2', 'subtitle'],
    run: (editor, range) => void chainAt(editor, range).setNode('heading', { level: 2 }).run(),
  },
  {
    id: 'heading3',
    aliases: ['h3'],
    run: (editor, range) => void chainAt(editor, range).setNode('heading', { level: 3 }).run(),
  },
  {
    id: 'paragraph',
    aliases: ['text', 'p'],
    run: (editor, range) => void chainAt(editor, range).setParagraph().run(),
  },
  {
    id: 'bulletList',
    aliases: ['ul', 'bullet', 'list'],
    run: (editor, range) => void chainAt(editor, range).toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    aliases: ['ol', 'numbered', 'list'],
    run: (editor, range) => void chainAt(editor, range).toggleOrderedList().run(),
  },
  {
    id: 'taskList',
    aliases: ['todo', 'task', 'checkbox'],
    run: (editor, range) => void chainAt(editor, range).toggleTaskList().run(),
  },
  {
    id: 'blockquote',
    aliases: ['quote'],
    run: (editor, range) => void chainAt(editor, range).toggleBlockquote().run(),
  },
  {
    id: 'codeBlock',
    aliases: ['code', 'pre'],
    run: (editor, range) => void chainAt(editor, range).toggleCodeBlock().run(),
  },
  {
    id: 'divider',
    aliases: ['hr', 'line', 'separator'],
    run: (editor, range) => void chainAt(editor, range).setHorizontalRule().run(),
  },
  {
    id: 'image',
    aliases: ['picture', 'photo', 'img'],
    run: (editor, range, host) => {
      chainAt(editor, range).run();
      host.requestImage();
    },
  },
  {
    id: 'step',
    aliases: ['milestone', 'journey'],
    run: (editor, range, host) => {
      chainAt(editor, range).run();
      host.requestStep?.();
    },
  },
];

/**
 * The commands matching what was typed after `/`: by translated label, by id and by English
 * aliases (so `/todo` works in every language). Labels that start with the query come first.
 */
export function filterCommands(
  commands: readonly SlashCommand[],
  query: string,
  labelOf: (command: SlashCommand) => string,
): SlashCommand[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...commands];
  const scored = commands.flatMap((command) => {
    const label = labelOf(command).toLocaleLowerCase();
    const words = [label, command.id.toLowerCase(), ...command.aliases];
    if (words.some((word) => word.startsWith(needle))) return [{ command, score: 0 }];
    if (words.some((word) => word.includes(needle))) return [{ command, score: 1 }];
    return [];
  });
  return scored.sort((a, b) => a.score - b.score).map(({ command }) => command);
}
