import type { LucideIcon } from 'lucide-react';
import { cx } from '@/lib/cx';

export interface IconCardContent {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface IconCardProps extends IconCardContent {
  /** A bordered, raised card; without it the item sits directly on its section. */
  isFramed?: boolean;
}

/** A list item with an icon badge, a title and a sentence: feature grids, values, plan perks. */
export function IconCard({ icon: Icon, title, text, isFramed = true }: IconCardProps) {
  return (
    <li className={cx(isFramed && 'rounded-2xl border border-line bg-raised p-6 shadow-sm')}>
      <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand-text">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 className={cx('mt-4 font-semibold', isFramed && 'text-lg')}>{title}</h3>
      <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
    </li>
  );
}
