import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One group of settings inside a section: a heading, what it is about, then its controls. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <section className="rounded-xl border border-line bg-raised p-5 shadow-sm sm:p-6">
      <h3 className="text-base font-semibold text-fg">{title}</h3>
      {description ? <div className="mt-1 text-sm text-muted">{description}</div> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
