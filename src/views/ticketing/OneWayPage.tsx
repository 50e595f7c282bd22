import { useSelector } from '@xstate/react';
import type { PageProps } from '../../app/routes';
import {
  selectCriteria,
  selectOutbound,
  selectOutboundList,
  selectOutboundListStatus,
  selectPreferredCabin,
  selectRefusal,
  selectStep,
  selectStepIndex,
} from '../../machines/ticketing.selectors';
import { RefusalMessage } from './RefusalMessage';
import { DayNav } from './sailings/DayNav';
import { RouteHeading } from './sailings/RouteHeading';
import { SailingList } from './sailings/SailingList';
import { SearchFirst } from './sailings/SearchFirst';
import { StepBar } from './StepBar';
import { useTicketingScreen } from './ticketingActor';
import { useTicketTypeNames } from './useTicketTypeNames';
import './ticketing.css';

/** The day's sailings of a one-way search: choose a sailing and cabin class. */
export default function OneWayPage({ search }: PageProps) {
  const actor = useTicketingScreen('oneWay', search);
  const criteria = useSelector(actor, selectCriteria);
  const status = useSelector(actor, selectOutboundListStatus);
  const lines = useSelector(actor, selectOutboundList);
  const outbound = useSelector(actor, selectOutbound);
  const refusal = useSelector(actor, selectRefusal);
  const step = useSelector(actor, selectStepIndex);
  const at = useSelector(actor, selectStep);
  const preferredCabin = useSelector(actor, selectPreferredCabin);
  const ticketTypeName = useTicketTypeNames();
  if (at === 'search') {
    return (
      <section className="page ticketing-page" aria-labelledby="ticketing-title">
        <StepBar current={step} />
        <SearchFirst refusal={refusal} titleId="ticketing.oneWay.title" />
      </section>
    );
  }
  return (
    <section className="page ticketing-page" aria-labelledby="ticketing-title">
      <StepBar current={step} />
      <RouteHeading actor={actor} criteria={criteria} titleId="ticketing.oneWay.title" />
      <RefusalMessage refusal={refusal} />
      {criteria.outboundDate && <DayNav day={criteria.outboundDate} onChange={(date) => actor.send({ type: 'day.change', leg: 'outbound', date })} />}
      <SailingList
        actor={actor}
        status={status}
        lines={lines}
        chosen={outbound ? { voyageUuid: outbound.voyage.uuid, cabinClass: outbound.cabinClass } : null}
        preferredCabin={preferredCabin}
        ticketTypeName={ticketTypeName}
      />
    </section>
  );
}
