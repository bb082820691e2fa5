/**
 * Catches what a screen throws while rendering, so the rest of the app (the shell, the navigation)
 * stays usable and the user reads what happened in their language (ErrorFallback). "Try again"
 * renders the screen anew; so does a new resetKey (another route), leaving the failure behind.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';
import type { FailureHome } from './ErrorFallback';

interface Props {
  readonly home: FailureHome;
  /** A change (the route's path) clears a failure shown for the previous value. */
  readonly resetKey?: string;
  /** 'reload' where the failure may be a chunk that did not load (a route): only a new load brings it. */
  readonly action?: 'retry' | 'reload';
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly resetKey: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private readonly retry = () => {
    if (this.props.action === 'reload') window.location.reload();
    else this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback home={this.props.home} onRetry={this.retry} action={this.props.action} />;
  }
}
