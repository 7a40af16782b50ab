import { Component, type ReactNode } from 'react';
import { reportError } from './report-error';

type ErrorBoundaryProps = {
  /** Where the failure happened, for the report ("site: rendering the page"). */
  context: string;
  /** What shows instead of the children once they failed; `null` drops them. */
  fallback: (error: unknown) => ReactNode;
  /** When it changes, the boundary tries its children again (a new page, a new block). */
  resetKey?: string;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; failed: boolean; resetKey: string | undefined };

/**
 * Keeps a failure in one part of the page (a page whose code did not load, a block that breaks) from
 * blanking the rest: the part shows its fallback and the failure goes to `reportError`. React has no
 * hook for this: an error boundary is still a class. It starts afresh when `resetKey` changes rather
 * than being remounted by a `key`, since a remounted boundary around a page whose code is still
 * loading left the page before it in the document beside the new one.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    reportError(error, this.props.context);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
