import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  safeLinkRel,
  type DocumentBlock,
  type DocumentInlineNode,
  type DocumentMark,
  type JourneyDocument,
} from '@waymark/shared/journeys/document';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { cx } from '@/lib/cx';
import { CheckMark } from '@/ui/check-mark';

/*
 * The journey document for people who may read it but not edit it. Rendered from the stored
 * JSON (checked node by node on the server) into React elements, never as HTML, and without
 * loading the editor's chunk: a visitor gets the text at the cost of this file.
 */

function withMark(mark: DocumentMark, children: ReactNode, key: number): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{children}</strong>;
    case 'italic':
      return <em key={key}>{children}</em>;
    case 'strike':
      return <s key={key}>{children}</s>;
    case 'underline':
      return <u key={key}>{children}</u>;
    case 'code':
      return (
        <code key={key} className="rounded bg-surface px-1 py-0.5 font-mono text-[0.9em]">
          {children}
        </code>
      );
    case 'link':
      return (
        <a
          key={key}
          href={mark.attrs.href}
          target="_blank"
          rel={safeLinkRel}
          className="text-brand-text underline underline-offset-2"
        >
          {children}
        </a>
      );
  }
}

function Inline({ nodes }: { nodes: DocumentInlineNode[] | undefined }) {
  return (nodes ?? []).map((node, index) =>
    node.type === 'hardBreak' ? (
      <br key={index} />
    ) : (
      (node.marks ?? []).reduce<ReactNode>(
        (children, mark, markIndex) => withMark(mark, children, markIndex),
        <span key={index}>{node.text}</span>,
      )
    ),
  );
}

const headingClasses = {
  1: 'text-2xl font-bold',
  2: 'text-xl font-semibold',
  3: 'text-lg font-semibold',
} as const;

function StepLine({ step }: { step: Step | undefined }) {
  const { t } = useTranslation('workspace');
  if (!step) return null;
  const isDone = step.completedAt !== null;
  return (
    <p className="flex items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2">
      <CheckMark isChecked={isDone} tone="success" />
      <bdi className={cx('font-medium', isDone && 'text-muted line-through')}>{step.title}</bdi>
      <span className="sr-only">({isDone ? t('reader.stepDone') : t('reader.stepOpen')})</span>
    </p>
  );
}

function Blocks({ blocks, steps }: { blocks: DocumentBlock[]; steps: readonly Step[] }) {
  return blocks.map((block, index) => <Block key={index} block={block} steps={steps} />);
}

function Block({ block, steps }: { block: DocumentBlock; steps: readonly Step[] }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p dir="auto">
          <Inline nodes={block.content} />
        </p>
      );
    case 'heading': {
      const Heading = `h${block.attrs.level + 2}` as 'h3' | 'h4' | 'h5';
      return (
        <Heading dir="auto" className={headingClasses[block.attrs.level]}>
          <Inline nodes={block.content} />
        </Heading>
      );
    }
    case 'bulletList':
    case 'orderedList': {
      const List = block.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List
          className={cx('space-y-1 ps-6', List === 'ul' ? 'list-disc' : 'list-decimal')}
          start={block.type === 'orderedList' ? block.attrs?.start : undefined}
        >
          {block.content.map((item, index) => (
            <li key={index}>
              <Blocks blocks={item.content} steps={steps} />
            </li>
          ))}
        </List>
      );
    }
    case 'taskList':
      return (
        <ul className="space-y-1">
          {block.content.map((item, index) => (
            <li key={index} className="flex items-start gap-2">
              <input
                type="checkbox"
                checked={item.attrs.checked}
                readOnly
                disabled
                aria-hidden="true"
                className="mt-1.5 size-4 shrink-0 accent-(--wm-brand)"
              />
              <div
                className={cx('min-w-0 flex-1', item.attrs.checked && 'text-muted line-through')}
              >
                <Blocks blocks={item.content} steps={steps} />
              </div>
            </li>
          ))}
        </ul>
      );
    case 'blockquote':
      return (
        <blockquote className="border-s-4 border-line ps-4 text-muted">
          <Blocks blocks={block.content} steps={steps} />
        </blockquote>
      );
    case 'codeBlock':
      return (
        <pre
          dir="ltr"
          className="overflow-x-auto rounded-lg border border-line bg-surface px-4 py-3 font-mono text-sm"
        >
          <code>{(block.content ?? []).map((node) => node.text).join('')}</code>
        </pre>
      );
    case 'horizontalRule':
      return <hr className="border-line" />;
    case 'image':
      return (
        <img
          src={block.attrs.src}
          alt={block.attrs.alt ?? ''}
          loading="lazy"
          className="max-w-full rounded-lg"
        />
      );
    case 'stepBlock':
      return <StepLine step={steps.find((step) => step.id === block.attrs.stepId)} />;
  }
}

export function DocumentView({
  document,
  steps,
}: {
  document: JourneyDocument;
  steps: readonly Step[];
}) {
  return (
    <div className="space-y-3 leading-relaxed">
      <Blocks blocks={document.content} steps={steps} />
    </div>
  );
}
