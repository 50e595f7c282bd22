import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import { formatMoney } from '../../../domain/format';
import { vesselName } from '../../../domain/vessels';
import type { VoyagePortLine } from '../../../domain/voyages';
import type { TicketingActor } from '../ticketingActor';
import { ChooseButton } from './ChooseButton';
import { arrivalPortName, cabinName, departurePortName, durationParts, portClock } from './sailingText';

interface SailingCardProps {
  actor: TicketingActor;
  line: VoyagePortLine;
  /** the cabin chosen before on this sailing, if any */
  chosenCabin: string | null;
  /** a return: only the outbound's cabin class is offered */
  lockedCabin?: string;
  /** the cabin class of an order bought again, marked until another is chosen */
  preferredCabin?: string | null;
  ticketTypeName(code: string): string;
}

/** One sailing: vessel, times at its ports, duration, and per cabin class the berths left and the fares. */
export function SailingCard({ actor, line, chosenCabin, lockedCabin, preferredCabin = null, ticketTypeName }: SailingCardProps) {
  const intl = useIntl();
  const lang = useLang();
  const departs = portClock(line.departureTime, line.departurePort);
  const arrives = portClock(line.arrivalTime, line.arrivalPort);
  const duration = durationParts(line.durationMinutes);
  const cabins = lockedCabin ? line.cabins.filter((c) => c.cabinClass === lockedCabin) : line.cabins;
  return (
    <article className={`sailing-card${chosenCabin ? ' is-chosen' : ''}`} aria-label={`${line.voyageCode} ${departs.day} ${departs.time}`}>
      <header className="sailing-card__head">
        <div className="sailing-card__vessel">
          <i className="pi pi-compass" aria-hidden="true" />
          <strong>{vesselName(line.vessel, lang)}</strong>
          <span className="sailing-card__code">{line.voyageCode}</span>
        </div>
        <div className="sailing-card__times">
          <div className="sailing-card__port">
            <span className="sailing-card__clock">{departs.time}</span>
            <span>
              {departurePortName(line, lang)} · {departs.day}
            </span>
          </div>
          <div className="sailing-card__duration">
            <FormattedMessage id="ticketing.sailing.duration" values={duration} />
            <span className="sailing-card__line" aria-hidden="true" />
          </div>
          <div className="sailing-card__port">
            <span className="sailing-card__clock">{arrives.time}</span>
            <span>
              {arrivalPortName(line, lang)} · {arrives.day}
            </span>
          </div>
        </div>
        <p className="sailing-card__surcharge">
          <FormattedMessage id="ticketing.sailing.surcharge" values={{ amount: formatMoney(line.fuelSurcharge, line.currency, lang) }} />
        </p>
      </header>
      {cabins.length === 0 ? (
        // Choosing it anyway says why it cannot be (RoundCabinError).
        <div className="sailing-card__none">
          <FormattedMessage id="ticketing.sailing.noLockedCabin" />
          <ChooseButton
            actor={actor}
            chosen={false}
            event={{ type: 'return.choose', voyageUuid: line.uuid }}
            label={intl.formatMessage({ id: 'ticketing.sailing.choose' })}
          />
        </div>
      ) : (
        <table className="sailing-cabins">
          <caption className="visually-hidden">
            <FormattedMessage id="ticketing.sailing.cabins" values={{ voyage: line.voyageCode }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="ticketing.sailing.cabin" />
              </th>
              <th scope="col">
                <FormattedMessage id="ticketing.sailing.remaining" />
              </th>
              <th scope="col">
                <FormattedMessage id="ticketing.sailing.fares" />
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="ticketing.sailing.choose" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cabins.map((cabin) => {
              const soldOut = cabin.remainingBerths <= 0;
              const chosen = chosenCabin === cabin.cabinClass;
              const preferred = !lockedCabin && preferredCabin === cabin.cabinClass;
              return (
                <tr
                  key={cabin.cabinClass}
                  className={`sailing-cabin${soldOut ? ' is-sold-out' : ''}${chosen ? ' is-chosen' : ''}${preferred ? ' is-preferred' : ''}`}
                >
                  <th scope="row" className="sailing-cabin__name">
                    {cabinName(cabin, lang)}
                    {preferred && (
                      <span className="sailing-cabin__preferred">
                        <FormattedMessage id="ticketing.sailing.preferred" />
                      </span>
                    )}
                  </th>
                  <td className="sailing-cabin__remaining">
                    {soldOut ? (
                      <span className="sailing-cabin__sold-out">
                        <FormattedMessage id="ticketing.sailing.soldOut" />
                      </span>
                    ) : (
                      // A room class sells whole rooms, a berth class single berths (domain/ticketing/saleUnit.ts).
                      <FormattedMessage
                        id={cabin.unit === 'berth' ? 'ticketing.sailing.berthsLeft' : 'ticketing.sailing.roomsLeft'}
                        values={{ count: cabin.remainingBerths }}
                      />
                    )}
                  </td>
                  <td className="sailing-cabin__fares">
                    <ul>
                      {cabin.fares.map((fare) => (
                        <li key={fare.ticketType}>
                          <span>{ticketTypeName(fare.ticketType)}</span>
                          <strong>{formatMoney(fare.amount, line.currency, lang)}</strong>
                        </li>
                      ))}
                      {cabin.extraBedFee !== null && (
                        <li className="sailing-cabin__extra-bed">
                          <span>
                            <FormattedMessage id="ticketing.sailing.extraBed" />
                          </span>
                          <strong>{formatMoney(cabin.extraBedFee, line.currency, lang)}</strong>
                        </li>
                      )}
                    </ul>
                  </td>
                  <td className="sailing-cabin__action">
                    <ChooseButton
                      actor={actor}
                      chosen={chosen}
                      event={
                        lockedCabin
                          ? { type: 'return.choose', voyageUuid: line.uuid }
                          : { type: 'leg.choose', voyageUuid: line.uuid, cabinClass: cabin.cabinClass }
                      }
                      label={intl.formatMessage({
                        id: soldOut ? 'ticketing.sailing.soldOut' : chosen ? 'ticketing.sailing.chosen' : 'ticketing.sailing.choose',
                      })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </article>
  );
}
