import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useServices } from '../../app/customerServices';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import type { RefundAccountForm as RefundAccountFormValue } from '../../domain/refunds/refundAccount';
import type { OrderView } from '../../domain/ticketing/order';
import { REFUND_ACCOUNT_FORM_ID, RefundAccountForm } from './RefundAccountForm';

/** A payout waiting for an account no application asked for (a cancelled sailing, a provider that could not pay back). */
const waitsForAccount = (order: OrderView): boolean => order.refund?.payout?.status === 'PENDING' && !order.refund.account;

/**
 * The money goes back by bank transfer but the passenger never named an account: the notice and
 * the refund application's account form; once given, the clerk can pay and the details reload.
 */
export function PayoutAccountCard({ order, onGiven }: { order: OrderView; onGiven(): void }) {
  const intl = useIntl();
  const { orders } = useServices();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useFormSubmit((account: RefundAccountFormValue) => orders.giveRefundAccount(order.uuid, account), {
    succeeded: () => onGiven(),
    failed: (error) => setFailure(error instanceof Error ? error.message : String(error)),
  });
  const sending = useSelector(submit, selectIsSubmitting);
  if (!waitsForAccount(order)) return null;

  const send = (account: RefundAccountFormValue) => {
    setFailure(null);
    submit.send({ type: 'form.edit' });
    submit.send({ type: 'form.submit', values: account });
  };

  return (
    <section className="order-details__card" aria-labelledby="od-payout-account" data-testid="payout-account">
      <h2 id="od-payout-account" className="order-details__card-title">
        <FormattedMessage id="orders.payoutAccount.title" />
      </h2>
      <p role="note">
        <FormattedMessage id="orders.payoutAccount.notice" />
      </p>
      <RefundAccountForm currency={order.currency} onValid={send} />
      {failure && (
        <p className="form-field__message form-field__message--error" role="alert">
          {failure}
        </p>
      )}
      <Button
        type="submit"
        form={REFUND_ACCOUNT_FORM_ID}
        icon="pi pi-check"
        label={intl.formatMessage({ id: 'orders.payoutAccount.submit' })}
        loading={sending}
        disabled={sending}
      />
    </section>
  );
}
