import type {
  DocumentBlock,
  DocumentInlineNode,
  DocumentMark,
  JourneyDocument,
} from '../journeys/document';

/**
 * A journey document (the block editor's JSON) as CommonMark with GitHub's task lists, for the
 * data export: readable anywhere, and nothing is lost that Markdown can say. Text is escaped
 * so it reads back as the same text; underline (no Markdown form) becomes `<u>`; a step block
 * becomes a link-free line naming its step (`stepTitles`), since steps are exported beside it.
 * `imagePath` maps an image's own URL (/api/files/…) to where the export stored the file.
 */
export interface MarkdownOptions {
  stepTitles?: ReadonlyMap<string, string>;
  imagePath?: (src: string) => string;
}

// Characters that would start Markdown syntax inside text; escaped with a backslash.
const escapeText = (text: string) => text.replace(/([\\`*_{}[\]()#+\-.!|<>~])/g, '\\$1');

const markOrder: DocumentMark['type'][] = ['link', 'bold', 'italic', 'strike', 'underline', 'code'];

function inlineText(node: DocumentInlineNode): string {
  if (node.type === 'hardBreak') return '\\\n';
  const marks = [...(node.marks ?? [])].sort(
    (a, b) => markOrder.indexOf(a.type) - markOrder.indexOf(b.type),
  );
  const isCode = marks.some((mark) => mark.type === 'code');
  let text = isCode ? codeSpan(node.text) : escapeText(node.text);
  for (const mark of [...marks].reverse()) {
    if (mark.type === 'bold') text = `**${text}**`;
    else if (mark.type === 'italic') text = `_${text}_`;
    else if (mark.type === 'strike') text = `~~${text}~~`;
    else if (mark.type === 'underline') text = `<u>${text}</u>`;
    else if (mark.type === 'link') text = `[${text}](${encodeURI(decodeSafe(mark.attrs.href))})`;
  }
  return text;
}

const decodeSafe = (href: string) => {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
};

/** A code span with a fence longer than any backtick run inside it. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

const inline = (content: DocumentInlineNode[] | undefined) =>
  (content ?? []).map(inlineText).join('');

const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${prefix}${line}`))
    .join('\n');

function block(node: DocumentBlock, options: MarkdownOptions): string {
  switch (node.type) {
    case 'paragraph':
      return inline(node.content);
    case 'heading':
      return `${'#'.repeat(node.attrs.level)} ${inline(node.content)}`;
    case 'bulletList':
      return node.content
        .map((item) => `- ${indent(blocks(item.content, options), '  ')}`)
        .join('\n');
    case 'orderedList': {
      const start = node.attrs?.start ?? 1;
      return node.content
        .map((item, index) => {
          const marker = `${start + index}. `;
          return `${marker}${indent(blocks(item.content, options), ' '.repeat(marker.length))}`;
        })
        .join('\n');
    }
    case 'taskList':
      return node.content
        .map(
          (item) =>
            `- [${item.attrs.checked ? 'x' : ' '}] ${indent(blocks(item.content, options), '  ')}`,
        )
        .join('\n');
    case 'blockquote':
      return blocks(node.content, options)
        .split('\n')
        .map((line) => (line === '' ? '>' : `> ${line}`))
        .join('\n');
    case 'codeBlock': {
      const code = (node.content ?? []).map((text) => text.text).join('');
      const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
      const fence = '`'.repeat(longest + 1);
      return `${fence}${node.attrs?.language ?? ''}\n${code}\n${fence}`;
    }
    case 'horizontalRule':
      return '---';
    case 'image': {
      const src = options.imagePath ? options.imagePath(node.attrs.src) : node.attrs.src;
      return `![${escapeText(node.attrs.alt ?? '')}](${encodeURI(src)})`;
    }
    case 'stepBlock': {
      const title = options.stepTitles?.get(node.attrs.stepId);
      return title === undefined ? '- [ ] (step)' : `- [ ] ${escapeText(title)}`;
    }
  }
}

function blocks(content: DocumentBlock[], options: MarkdownOptions): string {
  return content
    .map((node) => block(node, options))
    .filter((text) => text !== '')
    .join('\n\n');
}

export function documentToMarkdown(
  document: JourneyDocument,
  options: MarkdownOptions = {},
): string {
  const text = blocks(document.content, options);
  return text === '' ? '' : `${text}\n`;
}
