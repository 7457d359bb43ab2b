import { cx } from '@/lib/cx';
import { Spinner } from '@/ui/spinner';

const sizes = {
  /** Among a panel's other lines (a sidebar, a settings card). */
  sm: { line: 'gap-2', spinner: 'size-4 border-2' },
  /** In place of a whole block (a dialog's body, a document). */
  md: { line: 'gap-3', spinner: 'size-5' },
} as const;

/** One line saying what is loading, with a spinner; a status region, so it is announced. */
export function LoadingLine({
  label,
  size = 'md',
  className,
}: {
  label: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cx('flex items-center text-sm text-muted', sizes[size].line, className)}
    >
      <Spinner className={sizes[size].spinner} />
      {label}
    </div>
  );
}
