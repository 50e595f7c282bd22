import { useIntl } from 'react-intl';

/** Shown in the main area while a screen's chunk loads; keeps the main area's height. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{intl.formatMessage({ id: 'app.loading' })}</span>
    </div>
  );
}
