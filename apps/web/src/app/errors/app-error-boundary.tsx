import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/app/errors/error-fallback';

interface State {
  error: unknown;
  hasError: boolean;
}

/** Last line of defence around everything the router does not cover (providers, start-up). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return (
        <main id="main" className="min-h-dvh bg-bg text-fg">
          <ErrorFallback error={this.state.error} />
        </main>
      );
    }
    return this.props.children;
  }
}
