import { useId, type ReactNode } from 'react';

/** The section heading looks the pages share, with the heading level each one takes. */
const looks = {
  /** A block of a working page: the dashboard's panels, a journey's steps. */
  block: { level: 'h2', className: 'mb-3 text-xl font-semibold' },
  /** A smaller block whose content sets its own spacing below the heading. */
  minor: { level: 'h2', className: 'text-lg font-semibold' },
  /** A column of a two-column text block. */
  column: { level: 'h2', className: 'text-2xl font-semibold tracking-tight' },
  /** A centred title over a marketing page's grid or list. */
  feature: { level: 'h2', className: 'text-center text-3xl font-bold tracking-tight' },
  /** The title of a closing call to action. */
  callout: { level: 'h2', className: 'text-2xl font-bold tracking-tight sm:text-3xl' },
  /** A part of a dialog, under the dialog's own title. */
  dialog: { level: 'h3', className: 'text-sm font-semibold' },
} as const;

interface TitledSectionProps {
  title: ReactNode;
  look: keyof typeof looks;
  className?: string;
  children: ReactNode;
}

/** A page section named by its own heading. */
export function TitledSection({ title, look, className, children }: TitledSectionProps) {
  // The section names itself by its heading (aria-labelledby), which makes it a landmark.
  const id = useId();
  const { level: Heading, className: titleClassName } = looks[look];
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
