import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import { formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import type { PaymentOptions } from '../../domain/payments';
import { selectCanClaimOffline, selectConfirmingOffline, selectMarkingOffline, selectOfflineClaimed } from '../../machines/payment.selectors';
import type { PaymentActor } from './PayingView';

/** The payee from the server's configuration, and the claim that the transfer is made. */
export function BankTransferPanel({ screen, options }: { screen: PaymentActor; options: PaymentOptions }) {
  const intl = useIntl();
  const lang = useLang();
  const canClaim = useSelector(screen, selectCanClaimOffline);
  const confirming = useSelector(screen, selectConfirmingOffline);
  const marking = useSelector(screen, selectMarkingOffline);
  const claimed = useSelector(screen, selectOfflineClaimed);
  const { payee, bank, account } = options.bankTransfer;
  const amount = formatMoney(options.amount, options.currency);

  return (
    <div className="payment-bank">
      <dl className="payment-bank__details">
        <dt>
          <FormattedMessage id="payment.bank.payee" />
        </dt>
        <dd data-testid="bank-payee">{pick(payee, lang)}</dd>
        <dt>
          <FormattedMessage id="payment.bank.bank" />
        </dt>
        <dd data-testid="bank-name">{pick(bank, lang)}</dd>
        <dt>
          <FormattedMessage id="payment.bank.account" />
        </dt>
        <dd data-testid="bank-account">{account}</dd>
        <dt>
          <FormattedMessage id="payment.amount" />
        </dt>
        <dd>{amount}</dd>
      </dl>
      <p className="ticketing-hint">
        <FormattedMessage id="payment.bank.note" values={{ orderNo: options.orderNo }} />
      </p>
      {!claimed && (
        <Button
          type="button"
          icon="pi pi-check-circle"
          label={intl.formatMessage({ id: 'payment.offline.claim' })}
          disabled={!canClaim}
          loading={marking}
          onClick={() => screen.send({ type: 'offline.claim' })}
        />
      )}
      <ConfirmDialog
        visible={confirming}
        onHide={() => screen.send({ type: 'offline.cancel' })}
        header={intl.formatMessage({ id: 'payment.offline.confirmTitle' })}
        message={intl.formatMessage({ id: 'payment.offline.confirm' }, { amount })}
        icon="pi pi-question-circle"
        acceptLabel={intl.formatMessage({ id: 'payment.offline.yes' })}
        rejectLabel={intl.formatMessage({ id: 'payment.offline.no' })}
        defaultFocus="reject"
        accept={() => screen.send({ type: 'offline.confirm' })}
        reject={() => screen.send({ type: 'offline.cancel' })}
      />
    </div>
  );
}
