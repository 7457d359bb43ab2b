import { z } from 'zod';
import { userText } from '../text';

/**
 * The block editor's document of a journey: Tiptap/ProseMirror JSON, checked node by node
 * so nothing but these blocks and marks is ever stored (the web app never renders raw HTML).
 *
 *   { type: 'doc', content: [blocks] }
 *
 * Blocks: paragraph, heading{level 1-3}, bulletList/orderedList → listItem, taskList →
 * taskItem{checked}, blockquote, codeBlock{language}, horizontalRule, image{src, alt},
 * stepBlock{stepId}. Inline: text (marks bold, italic, strike, underline, code,
 * link{href http(s)/mailto}) and hardBreak. Attributes Tiptap writes by default (textAlign,
 * link target/rel/class, image title/width/height, orderedList start/type) are accepted;
 * anything else is refused with the path of the offending node.
 */

export const DOCUMENT_MAX_BYTES = 200_000;
export const DOCUMENT_MAX_DEPTH = 24;

/** Images in documents and covers are always our own uploads. */
export const ownFileUrlPattern = /^\/api\/files\/[A-Za-z0-9_-]{1,100}(\.[A-Za-z0-9]{1,10})?$/;

export function isSafeLinkHref(href: string): boolean {
  if (href.length > 2048) return false;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

/** The only `rel` a document link is stored and rendered with. */
export const safeLinkRel = 'noopener noreferrer nofollow';

const textAlign = z.enum(['left', 'center', 'right', 'justify']).nullable().optional();

const markSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('bold') }),
  z.strictObject({ type: z.literal('italic') }),
  z.strictObject({ type: z.literal('strike') }),
  z.strictObject({ type: z.literal('underline') }),
  z.strictObject({ type: z.literal('code') }),
  z.strictObject({
    type: z.literal('link'),
    attrs: z
      .strictObject({
        href: userText().refine(isSafeLinkHref, {
          error: 'Links must be http, https or mailto addresses',
        }),
        // Whatever the client sent, a stored link never hands the linked page our window.
        target: z.literal('_blank').nullable().optional(),
        rel: z.string().max(100).nullable().optional(),
        class: z.null().optional(),
      })
      // An overwrite, not a transform: response schemas encode documents back, and it must hold there too.
      .overwrite((attrs) => ({ ...attrs, rel: safeLinkRel })),
  }),
]);
export type DocumentMark = z.infer<typeof markSchema>;

const textNodeSchema = z.strictObject({
  type: z.literal('text'),
  text: userText().min(1, { error: 'Text nodes cannot be empty' }),
  marks: z.array(markSchema).max(10).optional(),
});
const hardBreakSchema = z.strictObject({ type: z.literal('hardBreak') });
const inlineNodeSchema = z.discriminatedUnion('type', [textNodeSchema, hardBreakSchema]);
export type DocumentInlineNode = z.infer<typeof inlineNodeSchema>;

const inlineContent = z.array(inlineNodeSchema).optional();

export type DocumentBlock =
  | { type: 'paragraph'; attrs?: { textAlign?: string | null }; content?: DocumentInlineNode[] }
  | {
      type: 'heading';
      attrs: { level: 1 | 2 | 3; textAlign?: string | null };
      content?: DocumentInlineNode[];
    }
  | { type: 'bulletList'; content: DocumentListItem[] }
  | {
      type: 'orderedList';
      attrs?: { start?: number; type?: string | null };
      content: DocumentListItem[];
    }
  | { type: 'taskList'; content: DocumentTaskItem[] }
  | { type: 'blockquote'; content: DocumentBlock[] }
  | {
      type: 'codeBlock';
      attrs?: { language?: string | null };
      content?: { type: 'text'; text: string }[];
    }
  | { type: 'horizontalRule' }
  | {
      type: 'image';
      attrs: {
        src: string;
        alt?: string | null;
        title?: string | null;
        width?: number | null;
        height?: number | null;
      };
    }
  | { type: 'stepBlock'; attrs: { stepId: string } };
export type DocumentListItem = { type: 'listItem'; content: DocumentBlock[] };
export type DocumentTaskItem = {
  type: 'taskItem';
  attrs: { checked: boolean };
  content: DocumentBlock[];
};

const blocks = z.array(z.lazy((): z.ZodType<DocumentBlock> => blockSchema));

const listItemSchema: z.ZodType<DocumentListItem> = z.strictObject({
  type: z.literal('listItem'),
  content: blocks.min(1, { error: 'A list item needs at least one block' }),
});
const taskItemSchema: z.ZodType<DocumentTaskItem> = z.strictObject({
  type: z.literal('taskItem'),
  attrs: z.strictObject({ checked: z.boolean({ error: 'checked must be true or false' }) }),
  content: blocks.min(1, { error: 'A to-do needs at least one block' }),
});

const blockSchema: z.ZodType<DocumentBlock> = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('paragraph'),
      attrs: z.strictObject({ textAlign }).optional(),
      content: inlineContent,
    }),
    z.strictObject({
      type: z.literal('heading'),
      attrs: z.strictObject({
        level: z.union([z.literal(1), z.literal(2), z.literal(3)], {
          error: 'Heading level must be 1, 2 or 3',
        }),
        textAlign,
      }),
      content: inlineContent,
    }),
    z.strictObject({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1) }),
    z.strictObject({
      type: z.literal('orderedList'),
      attrs: z
        .strictObject({
          start: z.number().int().min(0).max(100_000).optional(),
          type: userText().max(10).nullable().optional(),
        })
        .optional(),
      content: z.array(listItemSchema).min(1),
    }),
    z.strictObject({ type: z.literal('taskList'), content: z.array(taskItemSchema).min(1) }),
    z.strictObject({ type: z.literal('blockquote'), content: blocks.min(1) }),
    z.strictObject({
      type: z.literal('codeBlock'),
      attrs: z
        .strictObject({
          language: z
            .string()
            .regex(/^[A-Za-z0-9_+#.-]{0,30}$/, { error: 'Code language must be a short name' })
            .nullable()
            .optional(),
        })
        .optional(),
      content: z
        .array(z.strictObject({ type: z.literal('text'), text: userText().min(1) }))
        .optional(),
    }),
    z.strictObject({ type: z.literal('horizontalRule') }),
    z.strictObject({
      type: z.literal('image'),
      attrs: z.strictObject({
        src: z.string().regex(ownFileUrlPattern, {
          error: 'Images must be uploaded files (/api/files/…)',
        }),
        alt: userText().max(500).nullable().optional(),
        title: userText().max(500).nullable().optional(),
        width: z.number().int().positive().max(10_000).nullable().optional(),
        height: z.number().int().positive().max(10_000).nullable().optional(),
      }),
    }),
    z.strictObject({
      type: z.literal('stepBlock'),
      attrs: z.strictObject({ stepId: z.uuid({ error: 'stepId must be a valid UUID' }) }),
    }),
  ],
  { error: 'Unknown block type' },
);

export type JourneyDocument = { type: 'doc'; content: DocumentBlock[] };

const docNodeSchema = z.strictObject({
  type: z.literal('doc', { error: "The document's root must be { type: 'doc' }" }),
  content: blocks.max(5000),
});

/** Depth of nested arrays/objects, measured without recursion so a hostile tree cannot overflow the stack. */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > 1000) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export const emptyJourneyDocument: JourneyDocument = { type: 'doc', content: [] };

/**
 * The document as PUT /api/journeys/:id/document takes it: size and depth are checked
 * before the tree is walked, so an oversized or pathological body fails fast with a clear message.
 */
export const journeyDocumentSchema: z.ZodType<JourneyDocument> = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      ctx.addIssue({
        code: 'custom',
        message: "The document must be an object { type: 'doc', content: [...] }",
      });
      return;
    }
    // Each JSON level holds at most content + node, so the limit counts both.
    if (jsonDepth(value) > DOCUMENT_MAX_DEPTH * 2 + 4) {
      ctx.addIssue({
        code: 'custom',
        message: `The document is nested too deeply (at most ${DOCUMENT_MAX_DEPTH} levels)`,
      });
      return;
    }
    if (new TextEncoder().encode(JSON.stringify(value)).length > DOCUMENT_MAX_BYTES) {
      ctx.addIssue({
        code: 'custom',
        message: `The document is too large (at most ${DOCUMENT_MAX_BYTES / 1000} KB)`,
      });
    }
  })
  .pipe(docNodeSchema);

/** Step ids referenced by step blocks, in document order. */
export function stepIdsInDocument(document: JourneyDocument): string[] {
  const ids: string[] = [];
  const stack: unknown[] = [...document.content].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as { type?: string; attrs?: { stepId?: string }; content?: unknown[] };
    if (node.type === 'stepBlock' && node.attrs?.stepId) ids.push(node.attrs.stepId);
    if (Array.isArray(node.content)) stack.push(...[...node.content].reverse());
  }
  return ids;
}
