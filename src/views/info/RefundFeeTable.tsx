import { FormattedMessage } from 'react-intl';
import { REFUND_FEE_BANDS, REFUND_FEE_PERCENT, type RefundFeeBand } from '../../domain/ticketing/refundFee';
import type { MessageId } from '../../i18n/catalogues';

const BAND_LABEL: Record<RefundFeeBand, MessageId> = {
  MORE_THAN_7_DAYS: 'notice.refund.moreThan7Days',
  ONE_TO_7_DAYS: 'notice.refund.oneTo7Days',
  UNDER_24_HOURS: 'notice.refund.under24Hours',
};

/** The published refund fee table (DOMAIN "Order lifecycle"), read from the rule that applies it. */
export function RefundFeeTable() {
  return (
    <table className="info-table refund-fees">
      <caption className="visually-hidden">
        <FormattedMessage id="notice.refund.title" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="notice.refund.when" />
          </th>
          <th scope="col">
            <FormattedMessage id="notice.refund.fee" />
          </th>
        </tr>
      </thead>
      <tbody>
        {REFUND_FEE_BANDS.map((band) => {
          const percent = REFUND_FEE_PERCENT[band];
          return (
            <tr key={band} className={percent === null ? 'is-closed' : undefined}>
              <th scope="row">
                <FormattedMessage id={BAND_LABEL[band]} />
              </th>
              <td>{percent === null ? <FormattedMessage id="notice.refund.none" /> : <FormattedMessage id="notice.refund.percent" values={{ percent }} />}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
