import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** The message a reply answers, above the reply: who wrote it, and its start (or that it is gone). */
export function QuotedMessage({
  author,
  text,
  className,
}: {
  author: string;
  text: ReactNode;
  className: string;
}) {
  return (
    <blockquote className={cx('border-s-2 ps-2 text-xs', className)}>
      <span className="font-semibold">{author}</span> {text}
    </blockquote>
  );
}
