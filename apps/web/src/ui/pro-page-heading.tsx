import { ProTrialMark } from '@/ui/pro-trial-mark';

/** A Pro page's one h1, marked while the trial alone opens it, and its lead text. */
export function ProPageHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <ProTrialMark />
      </div>
      <p className="mt-2 mb-8 text-muted">{lead}</p>
    </>
  );
}
