/**
 * A render error in a page's view: the view gives way to `fallback` instead of the whole page going blank, and
 * the error goes on to reportError(), where the global error handling (client/error-reporting.ts) shows the
 * error toast and logs it on the server. The fallback shows once `prepareFallback` has loaded what it needs (its
 * messages, a chunk of their own in the browser). Another page starts afresh.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  /** What is shown (the payload): when it changes, a failure is forgotten. */
  page: unknown;
  fallback: ReactNode;
  prepareFallback(): Promise<void>;
  children: ReactNode;
}

interface State {
  page: unknown;
  failed: boolean;
  fallbackReady: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { page: this.props.page, failed: false, fallbackReady: false };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { page: props.page, failed: false, fallbackReady: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error);
    // Should the messages not load either, the toast has said what happened and the view stays empty.
    void this.props.prepareFallback().then(() => this.setState({ fallbackReady: true }));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.fallbackReady ? this.props.fallback : null;
  }
}
