import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ChunkLoadError } from './lazyRoute';

interface Props {
  /** called by the retry button before the boundary renders its children again */
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a screen that could not load (spec 8: "a chunk that fails or times out
 * raises a loading-failed error") or that failed while rendering, and offers a
 * retry in place; the header and footer stay usable.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever investigates; the user sees the message below.
    console.warn('Screen failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="page-failed" role="alert">
        <i className="pi pi-exclamation-triangle page-failed__icon" aria-hidden="true" />
        <p className="page-failed__text">
          {error instanceof ChunkLoadError ? <FormattedMessage id="chunk.loadFailed" /> : <FormattedMessage id="chunk.renderFailed" />}
        </p>
        <button type="button" className="p-button p-component" onClick={this.retry}>
          <span className="p-button-label">
            <FormattedMessage id="chunk.retry" />
          </span>
        </button>
      </section>
    );
  }
}
