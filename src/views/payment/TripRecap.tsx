import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import { formatMoney } from '../../domain/format';
import type { PaymentTrip } from '../../machines/payment.machine';
import { passengerRows } from '../orders/passengerRows';
import { LegSummary } from '../ticketing/createOrder/LegSummary';
import { legLinesOfOrder, type LegTitleId } from '../ticketing/createOrder/legLines';
import { passengerName } from '../ticketing/createOrder/orderFormState';
import { useTicketTypeNames } from '../ticketing/useTicketTypeNames';

/**
 * What is being paid for, above the payment methods: the sailings (route, vessel, times in each
 * port's local time, cabin), who travels on which ticket type, the extra bed, and the total — so
 * the passenger checks the trip before the money goes, not after.
 */
export function TripRecap({ trip }: { trip: PaymentTrip }) {
  const intl = useIntl();
  const lang = useLang();
  const typeName = useTicketTypeNames();
  const title = (id: LegTitleId) => intl.formatMessage({ id });
  const rows = passengerRows(trip);
  return (
    <section className="payment-card payment-trip" aria-labelledby="payment-trip-title">
      <h2 id="payment-trip-title" className="ticketing-section__title">
        <FormattedMessage id="payment.trip.title" />
      </h2>
      <LegSummary legs={legLinesOfOrder(trip.legs, trip.orderType, lang, title)} />
      <h3 className="payment-trip__subtitle">
        <FormattedMessage id="payment.trip.passengers" />
      </h3>
      <ul className="payment-trip__passengers">
        {rows.map((row) => (
          <li key={row.index}>
            <span className="payment-trip__name">
              {passengerName(row.passenger, lang) || intl.formatMessage({ id: 'createOrder.passengerTitle' }, { num: row.index + 1 })}
            </span>
            <span className="payment-trip__type">{typeName(row.ticketType)}</span>
          </li>
        ))}
      </ul>
      {trip.extraBed && (
        <p className="payment-trip__extra">
          <FormattedMessage id="price.extraBed" />
        </p>
      )}
      <p className="payment-trip__total">
        <span>
          <FormattedMessage id="payment.trip.total" />
        </span>
        <strong data-testid="payment-trip-total">{formatMoney(trip.totalAmount, trip.currency, lang)}</strong>
      </p>
    </section>
  );
}
