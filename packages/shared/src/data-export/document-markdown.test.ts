import { describe, expect, it } from 'vitest';
import type { JourneyDocument } from '../journeys/document';
import { documentToMarkdown } from './document-markdown';

const doc = (...content: JourneyDocument['content']): JourneyDocument => ({ type: 'doc', content });
const text = (
  value: string,
  marks?: { type: 'bold' | 'italic' | 'strike' | 'underline' | 'code' }[],
) =>
  marks ? { type: 'text' as const, text: value, marks } : { type: 'text' as const, text: value };

describe('documentToMarkdown', () => {
  it('writes nothing for an empty document', () => {
    expect(documentToMarkdown(doc())).toBe('');
  });

  it('writes headings, paragraphs and marks', () => {
    const markdown = documentToMarkdown(
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Plan')] },
        {
          type: 'paragraph',
          content: [
            text('Pack '),
            text('light', [{ type: 'bold' }]),
            text(', walk '),
            text('far', [{ type: 'italic' }, { type: 'underline' }]),
            { type: 'hardBreak' },
            text('npm i', [{ type: 'code' }]),
            text(' and '),
            text('old', [{ type: 'strike' }]),
          ],
        },
      ),
    );
    expect(markdown).toBe('## Plan\n\nPack **light**, walk _<u>far</u>_\\\n`npm i` and ~~old~~\n');
  });

  it('escapes text that would otherwise read as Markdown', () => {
    expect(
      documentToMarkdown(doc({ type: 'paragraph', content: [text('# not *a* heading [x](y)')] })),
    ).toBe('\\# not \\*a\\* heading \\[x\\]\\(y\\)\n');
  });

  it('writes links, images (mapped to the export’s files) and rules', () => {
    const markdown = documentToMarkdown(
      doc(
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'map',
              marks: [{ type: 'link', attrs: { href: 'https://example.com/a b', rel: null } }],
            },
          ],
        },
        { type: 'image', attrs: { src: '/api/files/abc.png', alt: 'Summit' } },
        { type: 'horizontalRule' },
      ),
      { imagePath: (src) => `../images/${src.split('/').pop() ?? ''}` },
    );
    expect(markdown).toBe(
      '[map](https://example.com/a%20b)\n\n![Summit](../images/abc.png)\n\n---\n',
    );
  });

  it('writes nested bullet, ordered and task lists', () => {
    const item = (value: string) => ({
      type: 'listItem' as const,
      content: [{ type: 'paragraph' as const, content: [text(value)] }],
    });
    const markdown = documentToMarkdown(
      doc(
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [text('Gear')] },
                { type: 'bulletList', content: [item('Boots')] },
              ],
            },
          ],
        },
        { type: 'orderedList', attrs: { start: 3 }, content: [item('Third'), item('Fourth')] },
        {
          type: 'taskList',
          content: [
            {
              type: 'taskItem',
              attrs: { checked: true },
              content: [{ type: 'paragraph', content: [text('Book')] }],
            },
            {
              type: 'taskItem',
              attrs: { checked: false },
              content: [{ type: 'paragraph', content: [text('Go')] }],
            },
          ],
        },
      ),
    );
    expect(markdown).toBe('- Gear\n\n  - Boots\n\n3. Third\n4. Fourth\n\n- [x] Book\n- [ ] Go\n');
  });

  it('writes quotes, fenced code longer than the code’s backticks, and step blocks', () => {
    const markdown = documentToMarkdown(
      doc(
        { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Onwards')] }] },
        {
          type: 'codeBlock',
          attrs: { language: 'ts' },
          content: [{ type: 'text', text: 'a ``` b' }],
        },
        { type: 'stepBlock', attrs: { stepId: 's1' } },
      ),
      { stepTitles: new Map([['s1', 'Reach camp']]) },
    );
    expect(markdown).toBe('> Onwards\n\n````ts\na ``` b\n````\n\n- [ ] Reach camp\n');
  });
});
