import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { editorExtensions } from '@/features/workspace/editor/editor-extensions';
import type { SlashBridge } from '@/features/workspace/editor/slash-extension';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

const render = (content: object) => {
  const editor = new Editor({
    extensions: editorExtensions({
      placeholder: '',
      slashBridge: { current: {} as SlashBridge },
    }),
    content,
  });
  editors.push(editor);
  return editor.getHTML();
};

describe('editor links', () => {
  it('renders a stored link with rel="opener" as noopener noreferrer nofollow', () => {
    const html = render({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'site',
              marks: [{ type: 'link', attrs: { href: 'https://example.com', rel: 'opener' } }],
            },
          ],
        },
      ],
    });
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toContain('rel="opener"');
  });

  it('reads pasted HTML links with the safe rel too', () => {
    const html = render({ type: 'doc', content: [] });
    expect(html).not.toContain('opener"');
    const editor = editors[0]!;
    editor.commands.setContent('<p><a href="https://example.com" rel="opener">x</a></p>');
    expect(editor.getHTML()).toContain('rel="noopener noreferrer nofollow"');
  });
});
