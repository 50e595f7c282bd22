import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SearchCriteria } from '../../../machines/ticketing.criteria';
import type { TicketingActor } from '../ticketingActor';
import { usePortName } from '../usePortNames';

/** The route being shown, and the way back to the search form (criteria kept). */
export function RouteHeading({
  actor,
  criteria,
  titleId,
}: {
  actor: TicketingActor;
  criteria: SearchCriteria;
  titleId: 'ticketing.oneWay.title' | 'ticketing.roundTrip.title';
}) {
  const intl = useIntl();
  const portName = usePortName();
  return (
    <div className="ticketing-route">
      <div>
        <h1 id="ticketing-title" className="ticketing-page__title">
          <FormattedMessage id={titleId} />
        </h1>
        <p className="ticketing-route__ports">
          <strong>{portName(criteria.departurePort)}</strong>
          <i className={`pi ${criteria.tripType === 'ROUND_TRIP' ? 'pi-arrow-right-arrow-left' : 'pi-arrow-right'}`} aria-hidden="true" />
          <strong>{portName(criteria.arrivalPort)}</strong>
        </p>
      </div>
      <Button
        type="button"
        outlined
        icon="pi pi-search"
        label={intl.formatMessage({ id: 'ticketing.editSearch' })}
        onClick={() => actor.send({ type: 'search.edit' })}
      />
    </div>
  );
}
