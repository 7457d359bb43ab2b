import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/ui/spinner';

/**
 * A Developer list (tokens, webhook endpoints) under its heading: loading, failed to load,
 * empty, or the rows in a bordered list named by the heading.
 */
export function CredentialList<Item>({
  title,
  query,
  texts,
  children,
}: {
  title: string;
  query: UseQueryResult<Item[]>;
  texts: { loading: string; loadFailed: string; empty: string };
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <>
      <h4 className="text-sm font-medium">{title}</h4>
      {query.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4 border-2" />
          {texts.loading}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {texts.loadFailed}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">{texts.empty}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-line rounded-lg border border-line">
          {children(query.data)}
        </ul>
      )}
    </>
  );
}
