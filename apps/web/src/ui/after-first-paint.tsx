import { type ReactNode, Suspense } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

/**
 * A screen's heavy part (a chart, whose library loads on demand): the placeholder for the
 * screen's first paint and while the part's code loads, the part itself after. A screen opened
 * from a link then shows its heading and the person's figures in the first frame (issue 32).
 */
export function AfterFirstPaint({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const isAfterFirstPaint = useAfterFirstPaint();
  return isAfterFirstPaint ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
