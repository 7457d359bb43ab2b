import { useFormatters } from '@/lib/format/use-formatters';

/** "3 hours ago", the exact date and time on hover: when something in a list happened. */
export function RelativeTime({ at, className }: { at: string; className?: string }) {
  const format = useFormatters();
  return (
    <time dateTime={at} title={format.dateTime(at)} className={className}>
      {format.relativeTime(at)}
    </time>
  );
}
