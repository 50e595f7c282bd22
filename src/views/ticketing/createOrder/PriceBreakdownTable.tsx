import { FormattedMessage } from 'react-intl';
import { formatMinor } from '../../../domain/ticketing/money';
import type { PriceBreakdown } from '../../../domain/ticketing/price';
import { useIntlLang } from '../../../i18n/useIntlLang';
import { legPriceRows } from './priceRows';
import './createOrder.css';

interface PriceBreakdownTableProps {
  breakdown: PriceBreakdown;
  /** a title per leg, in travel order */
  legTitles: readonly string[];
  passengerName(index: number): string;
  ticketTypeName(code: string): string;
}

/**
 * The order's price line by line (DOMAIN: a breakdown that sums to the total), per leg:
 * each passenger's fare and fuel surcharge, the extra bed, the subtotal; then the total.
 * Used live on CreateOrder and for the stored breakdown on the order's page.
 */
export function PriceBreakdownTable({ breakdown, legTitles, passengerName, ticketTypeName }: PriceBreakdownTableProps) {
  const lang = useIntlLang();
  const money = (minor: number) => formatMinor(minor, breakdown.currency, lang);
  return (
    <div className="price-breakdown">
      {breakdown.legs.map((leg, index) => {
        const rows = legPriceRows(leg);
        return (
          <table key={index} className="price-breakdown__leg">
            <caption>{legTitles[index] ?? ''}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="price.passenger" />
                </th>
                <th scope="col">
                  <FormattedMessage id="price.fare" />
                </th>
                <th scope="col">
                  <FormattedMessage id="price.surcharge" />
                </th>
                <th scope="col">
                  <FormattedMessage id="price.amount" />
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.passengers.map((row) => (
                <tr key={row.passenger}>
                  <th scope="row">
                    <span className="price-breakdown__who">{passengerName(row.passenger)}</span>
                    <span className="price-breakdown__type">{ticketTypeName(row.ticketType)}</span>
                  </th>
                  <td>{money(row.fareMinor)}</td>
                  <td>{money(row.surchargeMinor)}</td>
                  <td>{money(row.amountMinor)}</td>
                </tr>
              ))}
              {rows.extraBedMinor !== null && (
                <tr>
                  <th scope="row" colSpan={3}>
                    <FormattedMessage id="price.extraBed" />
                  </th>
                  <td>{money(rows.extraBedMinor)}</td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  <FormattedMessage id="price.subtotal" />
                </th>
                <td data-testid={`leg-subtotal-${index}`}>{money(rows.subtotalMinor)}</td>
              </tr>
            </tfoot>
          </table>
        );
      })}
      <p className="price-breakdown__total">
        <span>
          <FormattedMessage id="price.total" />
        </span>
        <strong data-testid="price-total">{money(breakdown.totalMinor)}</strong>
      </p>
    </div>
  );
}
