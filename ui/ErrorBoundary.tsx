/**
 * A render error in a page's view: the view gives way to `fallback` instead of the whole page going blank, and
 * the error goes on to reportError(), where the global error handling (client/error-reporting.ts) shows the
 * error toast and logs it on the server. Another page starts afresh.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** What is shown (the payload): when it changes, a failure is forgotten. */
  page: unknown;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  page: unknown;
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { page: this.props.page, failed: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { page: props.page, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
