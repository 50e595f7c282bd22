import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { PageProps } from '../../../app/routes';
import { useLoaded } from '../../../app/customerServices';
import type { CargoTrackingAnswer } from '../../../domain/shipping/cargoTypes';
import { fieldsOf } from '../../../ui/forms/serverErrors';
import { ContainerTrackCard } from './ContainerTrackCard';
import { KIND_LABEL } from './trackingLabels';
import { TrackingNumbersForm } from './TrackingNumbersForm';
import { trackingNumbersOf, trackingSearchOf } from './trackingQuery';
import '../shippingScreens.css';
import './tracking.css';

/**
 * Cargo tracking (/cargoTracking in the container layout, /cargoTrackingTwo in the ticketing
 * one; login required): the user's own containers that booking, bill of lading or container
 * numbers name, each with where it stands and its timeline. A number that finds nothing of the
 * user's is listed as not found, the same whether it does not exist or is someone else's.
 * The numbers live in the address, so reloading or going back shows the same.
 */
export default function TrackingPage({ route, search }: Pick<PageProps, 'route' | 'search'>) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const numbers = useMemo(() => trackingNumbersOf(search), [search]);
  const key = numbers.join(',');
  const [answer, reload] = useLoaded<CargoTrackingAnswer | null>(
    ({ tracking }) => (numbers.length ? tracking.trackCargo(numbers) : Promise.resolve(null)),
    key,
  );
  const loading = numbers.length > 0 && answer.status === 'loading';
  const refusal = answer.status === 'failed' ? fieldsOf(answer.error).numbers : undefined;
  const result = answer.status === 'ready' ? answer.data : null;

  return (
    <section className="page tracking-page" aria-labelledby="tracking-title" aria-busy={loading}>
      <div className="shipping-screen__head">
        <div>
          <h1 id="tracking-title" className="shipping-screen__title">
            <FormattedMessage id="tracking.title" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="tracking.intro" />
          </p>
        </div>
      </div>

      {/* A new address (back, a link) starts the box again from its numbers. */}
      <TrackingNumbersForm
        key={key}
        initial={numbers}
        busy={loading}
        serverError={refusal}
        onTrack={(next) => navigate(`${route.path}?${trackingSearchOf(next)}`)}
      />

      {numbers.length === 0 ? (
        <p className="tracking-page__state">
          <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="tracking.hint" />
        </p>
      ) : answer.status === 'loading' ? (
        <p className="tracking-page__state" role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> <FormattedMessage id="tracking.loading" />
        </p>
      ) : answer.status === 'failed' ? (
        refusal ? null : (
          <div className="shipping-screen__failed" role="alert">
            <FormattedMessage id="tracking.failed" />
            <Button type="button" text icon="pi pi-refresh" label={intl.formatMessage({ id: 'tracking.retry' })} onClick={reload} />
          </div>
        )
      ) : (
        result && (
          <>
            {result.notFound.length > 0 && (
              <div className="tracking-page__not-found" role="status">
                <p>
                  <i className="pi pi-exclamation-circle" aria-hidden="true" />{' '}
                  <FormattedMessage id="tracking.notFound" values={{ count: result.notFound.length }} />
                </p>
                <ul>
                  {result.notFound.map((n) => (
                    <li key={n.number}>
                      <span className="tracking-chip__no">{n.number}</span>{' '}
                      <span className="shipping-screen__muted">
                        (<FormattedMessage id={KIND_LABEL[n.kind]} />)
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {result.containers.length > 0 && (
              <>
                <p className="tracking-page__count" role="status">
                  <FormattedMessage id="tracking.count" values={{ count: result.containers.length }} />
                </p>
                <div className="tracking-page__list">
                  {result.containers.map((track) => (
                    <ContainerTrackCard key={`${track.containerNo}-${track.bookingNo}`} track={track} />
                  ))}
                </div>
              </>
            )}
          </>
        )
      )}
    </section>
  );
}
