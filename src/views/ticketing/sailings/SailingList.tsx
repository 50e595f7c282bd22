import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListStatus } from '../../../machines/ticketing.selectors';
import type { VoyagePortLine } from '../../../domain/voyages';
import type { TicketingActor } from '../ticketingActor';
import { SailingCard } from './SailingCard';

interface SailingListProps {
  actor: TicketingActor;
  status: ListStatus;
  lines: readonly VoyagePortLine[];
  chosen: { voyageUuid: string; cabinClass: string } | null;
  lockedCabin?: string;
  /** the cabin class of an order bought again */
  preferredCabin?: string | null;
  ticketTypeName(code: string): string;
}

/** A day's sailings with their loading, failed and empty states. */
export function SailingList({ actor, status, lines, chosen, lockedCabin, preferredCabin = null, ticketTypeName }: SailingListProps) {
  const intl = useIntl();
  if (status === 'loading' || status === 'idle') {
    return (
      <div className="sailing-list__state" role="status" aria-busy="true">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" />
        <FormattedMessage id="ticketing.list.loading" />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="sailing-list__state is-failed" role="alert">
        <FormattedMessage id="ticketing.list.failed" />
        <Button
          type="button"
          text
          icon="pi pi-refresh"
          label={intl.formatMessage({ id: 'ticketing.list.retry' })}
          onClick={() => actor.send({ type: 'list.retry' })}
        />
      </div>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="sailing-list__state is-empty">
        <i className="pi pi-calendar-times" aria-hidden="true" />
        <FormattedMessage id="ticketing.list.empty" />
      </div>
    );
  }
  return (
    <div className="sailing-list">
      {lines.map((line) => (
        <SailingCard
          key={line.uuid}
          actor={actor}
          line={line}
          chosenCabin={chosen && chosen.voyageUuid === line.uuid ? chosen.cabinClass : null}
          lockedCabin={lockedCabin}
          preferredCabin={preferredCabin}
          ticketTypeName={ticketTypeName}
        />
      ))}
    </div>
  );
}
