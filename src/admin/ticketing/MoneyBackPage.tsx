import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AsyncResource } from '../../app/useAsyncResource';
import { formatDateTime, formatMoney } from '../../domain/format';
import { useConsoleLang } from '../ConsoleContext';
import { RETURN_BY_TRANSFER, type PaymentReturnItem, type PayoutItem } from '../../domain/refunds/refundViews';
import { selectIsSubmitting, useFormSubmit } from '../../app/useFormSubmit';
import type { AdminMessageId } from '../i18n/adminCatalogues';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { PayoutPaidForm } from './PayoutPaidForm';
import { ReturnByHandForm } from './ReturnByHandForm';
import './ticketingAdmin.css';
import { Permitted } from '../../app/Permitted';

/**
 * Money the company owes back, for the ticketing clerk: payments that came for orders that
 * could not take them and that the provider did not take back (send again, or record as
 * returned by hand), and the payouts of approved bank-transfer refunds (transfer, then record
 * the bank's reference and day).
 */
export default function MoneyBackPage() {
  const [returns, reloadReturns] = useConsoleLoaded((services, signal) => services.moneyBack.paymentsToReturn({ signal }), 'returns');
  const [payouts, reloadPayouts] = useConsoleLoaded((services, signal) => services.moneyBack.payoutsToMake({ signal }), 'payouts');

  return (
    <section className="admin-page" aria-labelledby="money-back-title">
      <h1 id="money-back-title" className="admin-page__title">
        <FormattedMessage id="admin.moneyBack.title" />
      </h1>

      <QueuePanel id="money-back-payouts" title="admin.moneyBack.payouts" empty="admin.moneyBack.noPayouts" resource={payouts}>
        {(payout) => <PayoutRow key={payout.uuid} payout={payout} onDone={reloadPayouts} />}
      </QueuePanel>
      <QueuePanel id="money-back-returns" title="admin.moneyBack.returns" empty="admin.moneyBack.noReturns" resource={returns}>
        {(item) => <ReturnRow key={item.uuid} item={item} onDone={reloadReturns} />}
      </QueuePanel>
    </section>
  );
}

/** One queue of the page: loading, failed, empty or its rows. */
function QueuePanel<T>({
  id,
  title,
  empty,
  resource,
  children,
}: {
  id: string;
  title: AdminMessageId;
  empty: AdminMessageId;
  resource: AsyncResource<T[]>;
  children(item: T): ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className="admin-panel" aria-labelledby={id}>
      <h2 id={id} className="admin-panel__title">
        <FormattedMessage id={title} />
      </h2>
      {resource.status === 'loading' && <p role="status">{intl.formatMessage({ id: 'app.loading' })}</p>}
      {resource.status === 'failed' && (
        <p className="admin-error" role="alert">
          {intl.formatMessage({ id: 'admin.moneyBack.failed' })}
        </p>
      )}
      {resource.status === 'ready' &&
        (resource.data.length === 0 ? (
          <p>
            <FormattedMessage id={empty} />
          </p>
        ) : (
          <ul className="money-back__list">{resource.data.map(children)}</ul>
        ))}
    </section>
  );
}

function PayoutRow({ payout, onDone }: { payout: PayoutItem; onDone(): void }) {
  const lang = useConsoleLang();
  const account = payout.account;
  return (
    <li className="money-back__item" data-testid="payout-item" data-order-no={payout.orderNo ?? ''}>
      <dl className="money-back__facts">
        <div>
          <dt>
            <FormattedMessage id="admin.moneyBack.order" />
          </dt>
          <dd>
            <Link href={`/ticketing/orders/${payout.orderUuid}`}>{payout.orderNo}</Link> ({payout.refundNo})
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.moneyBack.amount" />
          </dt>
          <dd>{formatMoney(payout.amount, payout.currency, lang)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.moneyBack.account" />
          </dt>
          <dd data-testid="payout-account">
            {account ? (
              <>
                {[account.bankName, account.branchName].filter(Boolean).join(' ')}
                {account.accountType && (
                  <>
                    {' '}
                    <FormattedMessage id={`orders.refundAccount.type.${account.accountType}`} />
                  </>
                )}{' '}
                {account.accountNumber} {account.holderName}
              </>
            ) : (
              <FormattedMessage id="admin.moneyBack.noAccount" />
            )}
          </dd>
        </div>
        {payout.providerOutcome && (
          <div>
            <dt>
              <FormattedMessage id="admin.moneyBack.reason" />
            </dt>
            <dd data-testid="payout-reason">
              <FormattedMessage id="admin.moneyBack.providerFailed" values={{ outcome: payout.providerOutcome }} />
            </dd>
          </div>
        )}
      </dl>
      {/* No transfer without somewhere to send it: the server refuses it too. */}
      {account && <PayoutPaidForm uuid={payout.uuid} onDone={onDone} />}
    </li>
  );
}

const PROVIDER_OUTCOME = /^REFUND\.(CLOSED|ABNORMAL)$/;

/** Why a return waits, in the clerk's language where the reason is known; a provider's own refusal as it came. */
function ReturnProblem({ lastError }: { lastError: string }) {
  if (lastError === RETURN_BY_TRANSFER) return <FormattedMessage id="admin.moneyBack.byTransfer" />;
  const outcome = PROVIDER_OUTCOME.exec(lastError)?.[1];
  if (outcome) return <FormattedMessage id="admin.moneyBack.providerFailed" values={{ outcome }} />;
  return <>{lastError}</>;
}

function ReturnRow({ item, onDone }: { item: PaymentReturnItem; onDone(): void }) {
  const lang = useConsoleLang();
  const intl = useIntl();
  const { moneyBack } = useConsoleServices();
  const retry = useFormSubmit((uuid: string) => moneyBack.retryReturn(uuid), { succeeded: onDone, failed: onDone });
  const retrying = useSelector(retry, selectIsSubmitting);
  return (
    <li className="money-back__item" data-testid="return-item">
      <dl className="money-back__facts">
        <div>
          <dt>
            <FormattedMessage id="admin.moneyBack.order" />
          </dt>
          <dd>
            <Link href={`/ticketing/orders/${item.orderUuid}`}>{item.orderNo}</Link> ({item.outTradeNo})
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.moneyBack.amount" />
          </dt>
          <dd>{formatMoney(item.amount, item.currency, lang)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.moneyBack.reason" />
          </dt>
          <dd>
            <FormattedMessage id={`orders.returns.reason.${item.reason}`} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="admin.moneyBack.attempts" />
          </dt>
          <dd>
            {item.attempts} · {formatDateTime(item.createdAt)}{' '}
            {item.lastError && (
              <span className="money-back__error">
                <ReturnProblem lastError={item.lastError} />
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div className="money-back__actions">
        <Permitted button="btn.staff.ticketing">
          <Button
            type="button"
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'admin.moneyBack.retry' })}
            loading={retrying}
            onClick={() => retry.send({ type: 'form.submit', values: item.uuid })}
          />
        </Permitted>
        <ReturnByHandForm uuid={item.uuid} onDone={onDone} />
      </div>
    </li>
  );
}
