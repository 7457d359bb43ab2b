import { describe, expect, it } from 'vitest';
import { isSafeLinkHref, journeyDocumentSchema, stepIdsInDocument } from './document';

const stepId = '3f1e2d4c-1234-4abc-8def-1234567890ab';
const text = (value: string, marks?: object[]) => ({
  type: 'text',
  text: value,
  ...(marks && { marks }),
});
const issues = (value: unknown) =>
  journeyDocumentSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('journey documents', () => {
  it('accepts every block and mark the editor makes, with its default attributes', () => {
    const document = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 1, textAlign: null }, content: [text('Plan')] },
        {
          type: 'paragraph',
          content: [
            text('bold', [{ type: 'bold' }]),
            { type: 'hardBreak' },
            text('link', [
              {
                type: 'link',
                attrs: {
                  href: 'https://example.com',
                  target: '_blank',
                  rel: 'noopener noreferrer nofollow',
                  class: null,
                },
              },
            ]),
          ],
        },
        {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('a')] }] }],
        },
        {
          type: 'orderedList',
          attrs: { start: 1, type: null },
          content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
        },
        {
          type: 'taskList',
          content: [
            {
              type: 'taskItem',
              attrs: { checked: true },
              content: [{ type: 'paragraph', content: [text('done')] }],
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [text('quote', [{ type: 'italic' }, { type: 'strike' }, { type: 'code' }])],
            },
          ],
        },
        {
          type: 'codeBlock',
          attrs: { language: 'ts' },
          content: [{ type: 'text', text: 'const a = 1;' }],
        },
        { type: 'horizontalRule' },
        { type: 'image', attrs: { src: '/api/files/j_abc_def.webp', alt: 'A map', title: null } },
        { type: 'stepBlock', attrs: { stepId } },
      ],
    };
    expect(issues(document)).toEqual([]);
    expect(stepIdsInDocument(journeyDocumentSchema.parse(document))).toEqual([stepId]);
  });

  it('refuses scripts, foreign images, unknown blocks and attributes with a clear message', () => {
    const paragraph = (marks: object[]) => ({
      type: 'doc',
      content: [{ type: 'paragraph', content: [text('x', marks)] }],
    });
    expect(issues(paragraph([{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))).toEqual([
      'Links must be http, https or mailto addresses',
    ]);
    expect(
      issues({
        type: 'doc',
        content: [{ type: 'image', attrs: { src: 'https://evil.example/x.png' } }],
      }),
    ).toEqual(['Images must be uploaded files (/api/files/…)']);
    expect(
      issues({ type: 'doc', content: [{ type: 'image', attrs: { src: '/api/files/../secret' } }] }),
    ).toHaveLength(1);
    expect(issues({ type: 'doc', content: [{ type: 'iframe' }] })).toEqual(['Unknown block type']);
    expect(
      issues({ type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'x' } }] }),
    ).toHaveLength(1);
    expect(issues({ type: 'doc', content: [{ type: 'heading', attrs: { level: 4 } }] })).toEqual([
      'Heading level must be 1, 2 or 3',
    ]);
    expect(issues({ type: 'paragraph' })[0]).toContain("root must be { type: 'doc' }");
    expect(issues('<p>html</p>')[0]).toContain('must be an object');
  });

  it('refuses documents that are too deep or too large before walking them', () => {
    let deep: object = { type: 'paragraph' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'blockquote', content: [deep] };
    expect(issues({ type: 'doc', content: [deep] })[0]).toContain('nested too deeply');
    const big = {
      type: 'doc',
      content: Array.from({ length: 3000 }, () => ({
        type: 'paragraph',
        content: [text('x'.repeat(100))],
      })),
    };
    expect(issues(big)[0]).toContain('too large');
  });

  it('knows safe links', () => {
    expect(isSafeLinkHref('mailto:ada@example.com')).toBe(true);
    expect(isSafeLinkHref('data:text/html,<script>')).toBe(false);
    expect(isSafeLinkHref('/relative')).toBe(false);
  });
});
