import type { LucideIcon } from 'lucide-react';

/** One figure with its name and a short note. */
export function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <div className="rounded-2xl border border-line bg-raised p-5 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted">
        <Icon aria-hidden="true" className="size-4 text-brand-text" />
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold tracking-tight tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}
