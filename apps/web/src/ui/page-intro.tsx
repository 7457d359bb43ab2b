import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The opening of an information page: a small label, the page's one h1, and a lead text. */
export function PageIntro({ eyebrow, title, children }: PageIntroProps) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      {eyebrow ? <p className="text-sm font-semibold text-brand-text">{eyebrow}</p> : null}
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {children ? <div className="mt-5 text-lg text-pretty text-muted">{children}</div> : null}
    </header>
  );
}
