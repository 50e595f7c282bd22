import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMinor } from '../../domain/ticketing/money';
import { useIntlLang } from '../../i18n/useIntlLang';
import { REFUND_FEE_BANDS, REFUND_FEE_PERCENT } from '../../domain/ticketing/refundFee';
import { firstDeparture, refundQuoteOf } from '../../machines/orders.actions';
import type { PendingMove } from '../../machines/ordersMove.machine';
import { portTime } from '../ticketing/createOrder/portTime';
import { useLoaded } from '../../app/customerServices';
import { paidByBankTransfer, type RefundAccountForm as RefundAccountFormValue } from '../../domain/refunds/refundAccount';
import { REFUND_ACCOUNT_FORM_ID, RefundAccountForm } from './RefundAccountForm';

interface Props {
  pending: PendingMove | null;
  /** `account`: a bank-transfer order's receiving account, validated */
  onConfirm(account?: RefundAccountFormValue): void;
  onDismiss(): void;
}

/**
 * Before applying for a refund (DOMAIN "Order lifecycle"): the published fee table with
 * the row that applies now, and what would come back of what was paid.
 */
export function RefundDialog({ pending, onConfirm, onDismiss }: Props) {
  const intl = useIntl();
  const lang = useIntlLang();
  const order = pending?.order;
  const quote = order && pending ? refundQuoteOf(order, pending.now) : null;
  const first = order ? [...order.legs].sort((a, b) => a.legIndex - b.legIndex)[0] : undefined;
  // A list record has no payments: the details say how it was paid.
  const [paid] = useLoaded(
    ({ orders }, signal) =>
      !order ? Promise.resolve(undefined) : order.payments ? Promise.resolve(order.payments) : orders.loadOrder(order.uuid, { signal }).then((o) => o.payments),
    order?.uuid ?? '',
  );
  const byTransfer = paid.status === 'ready' && paidByBankTransfer(paid.data);
  const known = !order || paid.status !== 'loading';

  const footer = (
    <div className="orders-dialog__footer">
      <Button type="button" text label={intl.formatMessage({ id: 'orders.refund.back' })} onClick={onDismiss} />
      {byTransfer ? (
        <Button type="submit" form={REFUND_ACCOUNT_FORM_ID} icon="pi pi-check" label={intl.formatMessage({ id: 'orders.refund.submit' })} disabled={!quote} />
      ) : (
        <Button
          type="button"
          icon="pi pi-check"
          label={intl.formatMessage({ id: 'orders.refund.submit' })}
          disabled={!quote || !known}
          onClick={() => onConfirm()}
          autoFocus
        />
      )}
    </div>
  );

  return (
    <Dialog
      visible={pending !== null}
      onHide={onDismiss}
      header={intl.formatMessage({ id: 'orders.refund.title' })}
      footer={footer}
      className="orders-dialog"
      modal
    >
      {order && (
        <div className="refund-quote">
          <p>
            <FormattedMessage id="orders.refund.intro" />
          </p>
          <table className="refund-quote__table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="orders.refund.when" />
                </th>
                <th scope="col">
                  <FormattedMessage id="orders.refund.feeRate" />
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <FormattedMessage id="orders.refund.applies" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {REFUND_FEE_BANDS.map((band) => {
                const percent = REFUND_FEE_PERCENT[band];
                // a waived fee is no row of the table: the note above says why it is 0 %
                const applies = (quote?.band === band && !order.refundFeeWaived) || (!quote && percent === null);
                return (
                  <tr key={band} className={applies ? 'refund-quote__row--applies' : undefined} aria-current={applies ? 'true' : undefined}>
                    <th scope="row">
                      <FormattedMessage id={`orders.refund.band.${band}`} />
                    </th>
                    <td>
                      {percent === null ? (
                        <FormattedMessage id="orders.refund.noRefund" />
                      ) : (
                        <FormattedMessage id="orders.refund.percent" values={{ percent }} />
                      )}
                    </td>
                    <td>{applies && <FormattedMessage id="orders.refund.applies" />}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {quote && order.refundFeeWaived && (
            <p className="refund-quote__waived" role="status">
              <i className="pi pi-info-circle" aria-hidden="true" /> <FormattedMessage id="orders.refund.waived" />
            </p>
          )}
          {first && (
            <p className="refund-quote__departure">
              <FormattedMessage id="orders.refund.departure" values={{ time: portTime(firstDeparture(order), first.departurePort) }} />
            </p>
          )}
          {quote ? (
            <dl className="refund-quote__sum">
              <div>
                <dt>
                  <FormattedMessage id="orders.refund.paid" />
                </dt>
                <dd>{formatMinor(quote.feeMinor + quote.refundMinor, order.currency, lang)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="orders.refund.fee" values={{ percent: quote.percent }} />
                </dt>
                <dd>-{formatMinor(quote.feeMinor, order.currency, lang)}</dd>
              </div>
              <div className="refund-quote__amount">
                <dt>
                  <FormattedMessage id="orders.refund.amount" />
                </dt>
                <dd data-testid="refund-amount">{formatMinor(quote.refundMinor, order.currency, lang)}</dd>
              </div>
            </dl>
          ) : (
            <p role="alert">
              <FormattedMessage id="orders.refund.closed" />
            </p>
          )}
          <p className="refund-quote__note">
            <FormattedMessage id={byTransfer ? 'orders.refund.noteTransfer' : 'orders.refund.note'} />
          </p>
          {quote && byTransfer && <RefundAccountForm currency={order.currency} onValid={(account) => onConfirm(account)} />}
        </div>
      )}
    </Dialog>
  );
}
