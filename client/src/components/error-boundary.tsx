import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of the children once one of them has thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** When it differs from its value at the failure (the route boundary passes the pathname), the children are tried again. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  error: unknown;
  /** The reset key at the failure; null until the failure has been seen with props. */
  failedAt: string | undefined | null;
}

/** Keeps a part of the screen that throws (or whose chunk fails to load) from taking the rest down. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { failed: false, error: null, failedAt: null };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
