import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../domain/format';
import { REFUND_DECISION_MESSAGES } from '../../domain/staff/ticketing';
import type { OrderView } from '../../domain/ticketing/order';
import { REASON_MAX } from '../common/ConfirmReason';
import { useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { useConsoleLang } from '../ConsoleContext';
import { serverFields } from '../shipping/containerForms';
import { pick } from '../../domain/lang';

/** The server keeps at most this much of a reason (the order's history note). */
const NOTE_MAX = Math.min(REASON_MAX, 200);

/**
 * Approving a refund: the amount of the published fee table, which the clerk may change (never
 * above what was paid) only with a reason; the berths go back and the refund is sent.
 */
export function RefundApprovalDialog({ order, onDone, onHide }: { order: OrderView; onDone(): void; onHide(): void }) {
  const intl = useIntl();
  const lang = useConsoleLang();
  const feeTable = order.refund?.amount ?? 0;
  const paid = order.totalAmount;
  const [amount, setAmount] = useState<number | null>(feeTable);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const changed = amount !== feeTable;
  const decimals = order.currency === 'JPY' ? 0 : 2;
  const { ticketingStaff } = useConsoleServices();
  const { send, busy } = useConsoleWrite(ticketingStaff.approveRefund, {
    succeeded: onDone,
    failed: (error) => setErrors(Object.fromEntries(serverFields(error).filter(([name]) => name === 'amount' || name === 'reason'))),
  });

  const submit = () => {
    const found: typeof errors = {};
    if (amount === null) found.amount = intl.formatMessage({ id: 'admin.ticketing.form.required' });
    else if (amount > paid) found.amount = pick(REFUND_DECISION_MESSAGES.amountAbovePaid, lang);
    if (changed && !reason.trim()) found.reason = pick(REFUND_DECISION_MESSAGES.reasonRequired, lang);
    if (reason.trim().length > NOTE_MAX) found.reason = intl.formatMessage({ id: 'admin.confirm.reasonTooLong' }, { max: NOTE_MAX });
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null) return;
    send({ uuid: order.uuid, ...(changed ? { amount, reason: reason.trim() } : reason.trim() ? { reason: reason.trim() } : {}) });
  };

  const footer = (
    <div className="confirm-reason__footer">
      <Button type="button" outlined label={intl.formatMessage({ id: 'admin.confirm.cancel' })} onClick={onHide} disabled={busy} />
      <Button type="button" label={intl.formatMessage({ id: 'admin.ticketing.order.approveRefund' })} loading={busy} onClick={submit} />
    </div>
  );

  return (
    <Dialog
      visible
      modal
      draggable={false}
      resizable={false}
      className="ticketing-dialog"
      header={intl.formatMessage({ id: 'admin.ticketing.order.approveRefundTitle' }, { orderNo: order.orderNo })}
      footer={footer}
      onHide={() => !busy && onHide()}
    >
      <p className="confirm-reason__message">
        <FormattedMessage
          id="admin.ticketing.refund.explain"
          values={{ paid: formatMoney(paid, order.currency, lang), feeTable: formatMoney(feeTable, order.currency, lang) }}
        />
      </p>
      <div className="ticketing-form">
        <label className="ticketing-form__field" htmlFor="refund-amount">
          <span>
            <FormattedMessage id="admin.ticketing.refund.amount" values={{ currency: order.currency === 'JPY' ? '円' : lang === 'jp' ? '元' : '¥' }} /> *
          </span>
          <InputNumber
            inputId="refund-amount"
            value={amount}
            min={0}
            minFractionDigits={decimals}
            maxFractionDigits={decimals}
            useGrouping
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'refund-amount-error' : undefined}
            onValueChange={(e) => {
              setAmount(e.value ?? null);
              setErrors({ ...errors, amount: undefined });
            }}
          />
          {errors.amount && (
            <small id="refund-amount-error" className="admin-error" role="alert">
              {errors.amount}
            </small>
          )}
        </label>
        <label className="ticketing-form__field ticketing-form__wide" htmlFor="refund-reason">
          <span>
            <FormattedMessage id="admin.confirm.reason" />
            {changed && ' *'}
          </span>
          <InputTextarea
            id="refund-reason"
            rows={3}
            value={reason}
            aria-required={changed}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'refund-reason-error' : 'refund-reason-hint'}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors({ ...errors, reason: undefined });
            }}
          />
          {errors.reason ? (
            <small id="refund-reason-error" className="admin-error" role="alert">
              {errors.reason}
            </small>
          ) : (
            <small id="refund-reason-hint" className="ticketing-form__hint">
              <FormattedMessage id="admin.ticketing.refund.reasonHint" />
            </small>
          )}
        </label>
      </div>
    </Dialog>
  );
}
