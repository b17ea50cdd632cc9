import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorFallbackProps {
  error: unknown;
}

interface ErrorBoundaryProps {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  /** When this value changes (e.g. the location), a caught error is cleared and children re-render. */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  caughtWithKey: unknown;
  hasError: boolean;
}

/**
 * React still offers error boundaries only as class components. react-error-boundary is not a
 * dependency, and the two features we need (a fallback, reset on a key) fit in this small class.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, caughtWithKey: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (!state.hasError) return { caughtWithKey: props.resetKey };
    if (props.resetKey !== state.caughtWithKey) {
      return { error: undefined, hasError: false, caughtWithKey: props.resetKey };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Until error reporting exists, the console is where a developer can find the component stack.
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { hasError, error } = this.state;
    return hasError ? this.props.fallback({ error }) : this.props.children;
  }
}
