import { FormattedMessage } from 'react-intl';
import { AdultAgePanel } from './AdultAgePanel';
import { FaresPanel } from './FaresPanel';
import { SurchargePanel } from './SurchargePanel';
import { useTicketingNames } from './useTicketingNames';
import './ticketingAdmin.css';

/** Fares per route direction, cabin class and ticket type; the fuel surcharge; the adult age. */
export default function RatesPage() {
  const names = useTicketingNames();
  return (
    <section className="admin-page rates" aria-labelledby="rates-title">
      <h1 id="rates-title" className="admin-page__title">
        <FormattedMessage id="admin.ticketing.rates.title" />
      </h1>
      <FaresPanel names={names} />
      <SurchargePanel />
      <AdultAgePanel />
    </section>
  );
}
