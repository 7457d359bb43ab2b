import { Reply } from 'lucide-react';
import { cx } from '@/lib/cx';

/** Answer this message: the composer quotes it. */
export function ReplyButton({
  label,
  onClick,
  className,
  mirrored = false,
}: {
  label: string;
  onClick: () => void;
  className: string;
  /** The arrow points the other way in right-to-left languages. */
  mirrored?: boolean;
}) {
  return (
    <button type="button" aria-label={label} title={label} onClick={onClick} className={className}>
      <Reply aria-hidden="true" className={cx('size-4', mirrored && 'rtl:-scale-x-100')} />
    </button>
  );
}
