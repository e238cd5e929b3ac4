import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows instead of the children once one of them has thrown while rendering. */
  fallback: (error: unknown) => ReactNode;
  /** When it differs from its value at the failure (the route boundary passes the pathname), the children are tried again. */
  resetKey?: string;
}

interface State {
  /** What was thrown, and the reset key then (known once the failure has been seen with props). */
  failure: { error: unknown; key?: { value: string | undefined } } | null;
}

/** Keeps a part of the screen that throws (or whose chunk fails to load) from taking the rest down. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, { failure }: State): State | null {
    if (!failure) return null;
    if (!failure.key) return { failure: { ...failure, key: { value: props.resetKey } } };
    return failure.key.value === props.resetKey ? null : { failure: null };
  }

  override render() {
    const { failure } = this.state;
    return failure ? this.props.fallback(failure.error) : this.props.children;
  }
}
