import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  /** The document title; the product name is added by the page. */
  documentTitle: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "Already have an account? Log in". */
  footer?: ReactNode;
}

/** The narrow centred card every sign-in and sign-up screen sits in. */
export function AuthCard({ title, documentTitle, lead, children, footer }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{documentTitle}</title>
      <div className="rounded-2xl border border-line bg-raised p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {lead ? <div className="mt-2 text-sm text-muted">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? (
        <div className="mt-6 space-y-2 text-center text-sm text-muted">{footer}</div>
      ) : null}
    </section>
  );
}
