import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorFallback } from '@/app/errors/error-fallback';

function toError(error: unknown): unknown {
  if (isRouteErrorResponse(error)) {
    return new Error(`${error.status} ${error.statusText}`.trim());
  }
  return error;
}

/** errorElement for the page routes: the layout stays, the page shows the generic fallback. */
export function RouteErrorBoundary() {
  return <ErrorFallback error={toError(useRouteError())} />;
}

/** Chat has a boundary of its own, with a way home, so a chat crash stays inside chat. */
export function ChatErrorBoundary() {
  return <ErrorFallback error={toError(useRouteError())} canGoHome />;
}
