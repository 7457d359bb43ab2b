import { Editor, type JSONContent } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { editorExtensions } from '@/features/workspace/editor/editor-extensions';
import type { SlashBridge } from '@/features/workspace/editor/slash-extension';

// Building a Tiptap editor in jsdom takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

const paragraph = (text: string): JSONContent => ({
  type: 'paragraph',
  content: [{ type: 'text', text }],
});
const listItem = (text: string, ...nested: JSONContent[]): JSONContent => ({
  type: 'listItem',
  content: [paragraph(text), ...nested],
});
const taskItem = (text: string, ...nested: JSONContent[]): JSONContent => ({
  type: 'taskItem',
  attrs: { checked: false },
  content: [paragraph(text), ...nested],
});

function editorWith(content: JSONContent[]) {
  const editor = new Editor({
    extensions: editorExtensions({ placeholder: '', slashBridge: { current: {} as SlashBridge } }),
    content: { type: 'doc', content },
  });
  editors.push(editor);
  return editor;
}

/** Puts the caret right after the given text. */
function caretAfter(editor: Editor, text: string) {
  let position = -1;
  editor.state.doc.descendants((node, pos) => {
    if (node.isText && node.text === text) position = pos + text.length;
  });
  expect(position).toBeGreaterThan(0);
  editor.commands.setTextSelection(position);
}

/** A key press as the browser sends it, through every keymap of the editor. */
function press(editor: Editor, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  return editor.view.someProp('handleKeyDown', (handle) => handle(editor.view, event)) ?? false;
}

/** Enter, Enter, then text: where the text lands tells where the caret went. */
function enterTwiceAndType(editor: Editor, after: string) {
  press(editor, 'Enter');
  press(editor, 'Enter');
  editor.commands.insertContent(after);
  // The editor keeps an empty paragraph at the very end; it is not part of what is checked.
  return editor.getJSON().content?.filter((node) => node.content !== undefined);
}

describe('Enter on an empty line leaves the block', () => {
  it('lifts out of a quote', () => {
    const editor = editorWith([{ type: 'blockquote', content: [paragraph('Quoted')] }]);
    caretAfter(editor, 'Quoted');
    expect(enterTwiceAndType(editor, 'After')).toEqual([
      { type: 'blockquote', content: [paragraph('Quoted')] },
      paragraph('After'),
    ]);
  });

  it('leaves a bulleted list', () => {
    const editor = editorWith([{ type: 'bulletList', content: [listItem('One')] }]);
    caretAfter(editor, 'One');
    expect(enterTwiceAndType(editor, 'After')).toEqual([
      { type: 'bulletList', content: [listItem('One')] },
      paragraph('After'),
    ]);
  });

  it('leaves a numbered list', () => {
    const editor = editorWith([{ type: 'orderedList', content: [listItem('One')] }]);
    caretAfter(editor, 'One');
    const [list, after] = enterTwiceAndType(editor, 'After') ?? [];
    expect(list).toMatchObject({ type: 'orderedList', content: [listItem('One')] });
    expect(after).toEqual(paragraph('After'));
  });

  it('leaves a to-do list', () => {
    const editor = editorWith([{ type: 'taskList', content: [taskItem('Pack')] }]);
    caretAfter(editor, 'Pack');
    expect(enterTwiceAndType(editor, 'After')).toEqual([
      { type: 'taskList', content: [taskItem('Pack')] },
      paragraph('After'),
    ]);
  });

  it('moves an empty nested to-do one level out, as a sibling of its parent', () => {
    const nested = { type: 'taskList', content: [taskItem('Passport')] };
    const editor = editorWith([{ type: 'taskList', content: [taskItem('Pack', nested)] }]);
    caretAfter(editor, 'Passport');
    expect(enterTwiceAndType(editor, 'Tickets')).toEqual([
      { type: 'taskList', content: [taskItem('Pack', nested), taskItem('Tickets')] },
    ]);
  });

  it('moves an empty nested bullet one level out', () => {
    const nested = { type: 'bulletList', content: [listItem('Passport')] };
    const editor = editorWith([{ type: 'bulletList', content: [listItem('Pack', nested)] }]);
    caretAfter(editor, 'Passport');
    expect(enterTwiceAndType(editor, 'Tickets')).toEqual([
      { type: 'bulletList', content: [listItem('Pack', nested), listItem('Tickets')] },
    ]);
  });
});

describe('Shift+Enter', () => {
  it('breaks the line inside a quote without leaving it', () => {
    const editor = editorWith([{ type: 'blockquote', content: [paragraph('Quoted')] }]);
    caretAfter(editor, 'Quoted');
    expect(press(editor, 'Enter', { shiftKey: true })).toBe(true);
    editor.commands.insertContent('more');
    expect(editor.getJSON().content?.[0]).toEqual({
      type: 'blockquote',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Quoted' },
            { type: 'hardBreak' },
            { type: 'text', text: 'more' },
          ],
        },
      ],
    });
  });
});
