import { FormattedMessage } from 'react-intl';
import './createOrder.css';

/** One leg as both the order form and the order's page show it, already in the user's words. */
export interface LegLine {
  key: string;
  /** outbound / return / one way */
  title: string;
  voyageCode: string;
  vessel: string;
  from: string;
  to: string;
  /** in the departure port's local time */
  departure: string;
  /** in the arrival port's local time */
  arrival: string;
  cabin: string;
  /** a rule about this leg, when one fails */
  message?: string;
}

export function LegSummary({ legs }: { legs: readonly LegLine[] }) {
  return (
    <ol className="leg-summary">
      {legs.map((leg) => (
        <li key={leg.key} className="leg-summary__leg">
          <div className="leg-summary__head">
            <span className="leg-summary__badge">{leg.title}</span>
            <span className="leg-summary__vessel">
              <FormattedMessage id="legSummary.vessel" values={{ vessel: leg.vessel, voyage: leg.voyageCode }} />
            </span>
          </div>
          <div className="leg-summary__route">
            <div className="leg-summary__port">
              <strong>{leg.from}</strong>
              <span>
                <FormattedMessage id="legSummary.departs" values={{ time: leg.departure }} />
              </span>
            </div>
            <i className="pi pi-arrow-right leg-summary__arrow" aria-hidden="true" />
            <div className="leg-summary__port">
              <strong>{leg.to}</strong>
              <span>
                <FormattedMessage id="legSummary.arrives" values={{ time: leg.arrival }} />
              </span>
            </div>
            <div className="leg-summary__cabin">
              <span>
                <FormattedMessage id="legSummary.cabin" />
              </span>
              <strong>{leg.cabin}</strong>
            </div>
          </div>
          {leg.message && (
            <p className="leg-summary__message" role="alert">
              {leg.message}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
