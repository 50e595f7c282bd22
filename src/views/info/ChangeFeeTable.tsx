import { FormattedMessage } from 'react-intl';
import { CHANGE_FEE_PERCENT } from '../../domain/ticketing/changeFee';
import { REFUND_FEE_BANDS, type RefundFeeBand } from '../../domain/ticketing/refundFee';
import type { MessageId } from '../../i18n/catalogues';

// The change table's bands are the refund table's (changeFee.ts): the same deadlines, read the same way.
const BAND_LABEL: Record<RefundFeeBand, MessageId> = {
  MORE_THAN_7_DAYS: 'notice.refund.moreThan7Days',
  ONE_TO_7_DAYS: 'notice.refund.oneTo7Days',
  UNDER_24_HOURS: 'notice.refund.under24Hours',
};

function Fee({ percent }: { percent: number | null }) {
  if (percent === null) return <FormattedMessage id="notice.change.none" />;
  if (percent === 0) return <FormattedMessage id="notice.change.free" />;
  return <FormattedMessage id="notice.change.percent" values={{ percent }} />;
}

/** The published change-fee table (issue 25 "Change sailing"), read from the rule the server applies. */
export function ChangeFeeTable() {
  return (
    <table className="info-table refund-fees change-fees">
      <caption className="visually-hidden">
        <FormattedMessage id="notice.change.title" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="notice.change.when" />
          </th>
          <th scope="col">
            <FormattedMessage id="notice.change.fee" />
          </th>
        </tr>
      </thead>
      <tbody>
        {REFUND_FEE_BANDS.map((band) => {
          const percent = CHANGE_FEE_PERCENT[band];
          return (
            <tr key={band} className={percent === null ? 'is-closed' : undefined}>
              <th scope="row">
                <FormattedMessage id={BAND_LABEL[band]} />
              </th>
              <td>
                <Fee percent={percent} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
