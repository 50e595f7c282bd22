import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../../app/AppActorsContext';
import type { DndEstimate } from '../../../domain/shipping/cargoTypes';
import { formatMinor } from '../../../domain/ticketing/money';
import { portNameOf } from './dndText';
import { TierRange } from './TierRange';

/** The server's estimate: the free days, every tier's days, rate and amount, and the total in the port's currency. */
export function EstimateResult({ estimate }: { estimate: DndEstimate }) {
  const intl = useIntl();
  const lang = useLang();
  const money = (minor: number) => formatMinor(minor, estimate.currency, lang);
  return (
    <section className="dnd-result" aria-labelledby="dnd-result-title" aria-live="polite">
      <h2 id="dnd-result-title" className="dnd-result__title">
        <FormattedMessage id="dnd.result.title" />
      </h2>
      <p className="dnd-result__summary">
        <FormattedMessage
          id="dnd.result.summary"
          values={{
            port: `${portNameOf(estimate, lang)} (${estimate.portCode})`,
            type: estimate.containerType,
            quantity: estimate.quantity,
            start: estimate.startDate,
            end: estimate.endDate,
            days: estimate.totalDays,
          }}
        />
      </p>
      <table className="dnd-result__table" aria-label={intl.formatMessage({ id: 'dnd.result.title' })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="dnd.col.tier" />
            </th>
            <th scope="col">
              <FormattedMessage id="dnd.col.days" />
            </th>
            <th scope="col">
              <FormattedMessage id="dnd.col.ratePerDay" />
            </th>
            <th scope="col">
              <FormattedMessage id="dnd.col.amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <FormattedMessage id="dnd.result.free" values={{ days: estimate.freeDays }} />
            </th>
            <td>{estimate.freeDaysUsed}</td>
            <td className="dnd-money">{money(0)}</td>
            <td className="dnd-money">{money(0)}</td>
          </tr>
          {estimate.tiers.map((tier) => (
            <tr key={tier.fromDay} className={tier.days === 0 ? 'dnd-result__unused' : undefined}>
              <th scope="row">
                <TierRange fromDay={tier.fromDay} toDay={tier.toDay} />
              </th>
              <td>{tier.days}</td>
              <td className="dnd-money">{money(tier.rateMinor)}</td>
              <td className="dnd-money">{money(tier.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="dnd.result.total" />
            </th>
            <td>{estimate.totalDays}</td>
            <td />
            <td className="dnd-money dnd-result__total" data-testid="dnd-total">
              {money(estimate.totalMinor)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="shipping-screen__muted dnd-result__note">
        <FormattedMessage
          id="dnd.result.note"
          values={{
            currency: intl.formatMessage({ id: `dnd.currency.${estimate.currency}` }),
            quantity: estimate.quantity,
            freeLeft: estimate.freeDaysLeft,
            chargeable: estimate.chargeableDays,
          }}
        />
      </p>
    </section>
  );
}
