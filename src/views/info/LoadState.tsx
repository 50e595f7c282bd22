import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AsyncResource } from '../../app/useAsyncResource';

/** Rows of grey bars standing in for text while it loads; announced by its label. */
export function LoadingBlock({ rows = 4 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div className="info-loading" role="status" aria-label={intl.formatMessage({ id: 'info.loading' })}>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="info-loading__bar" />
      ))}
    </div>
  );
}

/** The section could not be loaded: say so, and offer to ask again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className="info-state info-state--failed" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <p>
        <FormattedMessage id="info.failed" />
      </p>
      <button type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={onRetry}>
        <FormattedMessage id="info.retry" />
      </button>
    </div>
  );
}

/**
 * A section's data in its three states: the bars while loading, the failure with a retry,
 * the content when ready.
 */
export function Loaded<T>({ resource, onRetry, rows, children }: { resource: AsyncResource<T>; onRetry(): void; rows?: number; children(data: T): ReactNode }) {
  if (resource.status === 'loading') return <LoadingBlock rows={rows} />;
  if (resource.status === 'failed') return <LoadFailed onRetry={onRetry} />;
  return <>{children(resource.data)}</>;
}
