import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../domain/format';
import type { PaymentOptions } from '../../domain/payments';
import { useIntlLang } from '../../i18n/useIntlLang';
import { selectCanClaimOffline, selectConfirmingOffline, selectMarkingOffline, selectOfflineClaimed } from '../../machines/payment.selectors';
import type { PaymentActor } from './PayingView';

/**
 * The payee account of the payer's country from the server's configuration (China for RMB
 * orders, Japan for JPY orders), written as the bank writes it, with the order number as
 * the transfer's reference; and the claim that the transfer is made.
 */
export function BankTransferPanel({ screen, options }: { screen: PaymentActor; options: PaymentOptions }) {
  const intl = useIntl();
  const lang = useIntlLang();
  const canClaim = useSelector(screen, selectCanClaimOffline);
  const confirming = useSelector(screen, selectConfirmingOffline);
  const marking = useSelector(screen, selectMarkingOffline);
  const claimed = useSelector(screen, selectOfflineClaimed);
  const transfer = options.bankTransfer;
  const amount = formatMoney(options.amount, options.currency, lang);

  return (
    <div className="payment-bank">
      <p data-testid="bank-country">
        <FormattedMessage id={transfer.country === 'JP' ? 'payment.bank.country.JP' : 'payment.bank.country.CN'} />
      </p>
      {transfer.demo && (
        <p className="payment-bank__demo" role="note" data-testid="bank-demo">
          <FormattedMessage id="payment.bank.demo" />
        </p>
      )}
      <dl className="payment-bank__details">
        <dt>
          <FormattedMessage id="payment.bank.bank" />
        </dt>
        <dd data-testid="bank-name">{transfer.bankName}</dd>
        <dt>
          <FormattedMessage id="payment.bank.branch" />
        </dt>
        <dd data-testid="bank-branch">{transfer.branchName}</dd>
        {transfer.country === 'JP' && (
          <>
            <dt>
              <FormattedMessage id="payment.bank.accountType" />
            </dt>
            <dd data-testid="bank-account-type">
              <FormattedMessage id={transfer.accountType === 'CURRENT' ? 'payment.bank.accountType.CURRENT' : 'payment.bank.accountType.ORDINARY'} />
            </dd>
          </>
        )}
        <dt>
          <FormattedMessage id="payment.bank.account" />
        </dt>
        <dd data-testid="bank-account">{transfer.accountNumber}</dd>
        <dt>
          <FormattedMessage id="payment.bank.payee" />
        </dt>
        <dd data-testid="bank-payee">{transfer.holderName}</dd>
        <dt>
          <FormattedMessage id="payment.amount" />
        </dt>
        <dd>{amount}</dd>
        <dt>
          <FormattedMessage id="payment.bank.reference" />
        </dt>
        <dd data-testid="bank-reference">{transfer.reference}</dd>
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
