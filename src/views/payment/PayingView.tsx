import { useSelector } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { formatMoney } from '../../domain/format';
import type { PaymentMethod } from '../../domain/payments';
import { useIntlLang } from '../../i18n/useIntlLang';
import { methodsOpen, type paymentMachine } from '../../machines/payment.machine';
import { selectCountdown, selectOfflineClaimed, selectOptions, selectTab, selectTrip } from '../../machines/payment.selectors';
import { BankTransferPanel } from './BankTransferPanel';
import { TripRecap } from './TripRecap';
import { WechatPanel } from './WechatPanel';

export type PaymentActor = ActorRefFrom<typeof paymentMachine>;

const TAB_LABEL: Record<PaymentMethod, 'payment.tab.wechat' | 'payment.tab.bankTransfer'> = {
  WECHAT_QR: 'payment.tab.wechat',
  BANK_TRANSFER: 'payment.tab.bankTransfer',
};
const tabId = (method: PaymentMethod) => `payment-tab-${method}`;
const panelId = (method: PaymentMethod) => `payment-panel-${method}`;

/** The order waiting for payment: what to pay, how long is left, what it buys, and how to pay it. */
export function PayingView({ screen }: { screen: PaymentActor }) {
  const intl = useIntl();
  const lang = useIntlLang();
  const options = useSelector(screen, selectOptions);
  const tab = useSelector(screen, selectTab);
  const countdown = useSelector(screen, selectCountdown);
  const claimed = useSelector(screen, selectOfflineClaimed);
  const trip = useSelector(screen, selectTrip);
  if (!options || !tab) return null;
  const methods = methodsOpen(options);
  const choose = (method: PaymentMethod) => screen.send({ type: 'tab.choose', method });

  // The tabs pattern: arrows move between tabs (and choose), Tab goes into the panel.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = methods[(methods.indexOf(tab) + step + methods.length) % methods.length]!;
    choose(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="payment-body">
      <div className="payment-card payment-summary">
        <dl className="payment-facts">
          <div className="payment-fact">
            <dt>
              <FormattedMessage id="payment.orderNo" />
            </dt>
            <dd data-testid="payment-order-no">{options.orderNo}</dd>
          </div>
          <div className="payment-fact">
            <dt>
              <FormattedMessage id="payment.amount" />
            </dt>
            <dd className="payment-amount" data-testid="payment-amount">
              {formatMoney(options.amount, options.currency, lang)}
            </dd>
          </div>
          {countdown !== null && (
            <div className="payment-fact">
              <dt>
                <FormattedMessage id="payment.countdown" />
              </dt>
              {/* Read out only when asked: a live region ticking every second would drown everything else.
                  The timer role sits inside the dd: a dd with a role of its own no longer counts as a definition. */}
              <dd className="payment-countdown" data-testid="payment-countdown">
                <span role="timer" aria-live="off">
                  {countdown}
                </span>
              </dd>
            </div>
          )}
        </dl>
        {countdown !== null && (
          <p className="ticketing-hint">
            <FormattedMessage id="payment.countdownHint" />
          </p>
        )}
        {claimed && (
          <p className="payment-claimed" role="status">
            <i className="pi pi-clock" aria-hidden="true" /> <FormattedMessage id="payment.offline.claimed" />
          </p>
        )}
      </div>

      {trip && <TripRecap trip={trip} />}

      <div className="payment-card">
        <div className="payment-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'payment.methods' })} onKeyDown={onKeyDown}>
          {methods.map((method) => (
            <button
              key={method}
              id={tabId(method)}
              type="button"
              role="tab"
              className={`payment-tab${method === tab ? ' is-active' : ''}`}
              aria-selected={method === tab}
              aria-controls={panelId(method)}
              tabIndex={method === tab ? 0 : -1}
              onClick={() => choose(method)}
            >
              <FormattedMessage id={TAB_LABEL[method]} />
            </button>
          ))}
        </div>
        <div className="payment-panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
          {tab === 'WECHAT_QR' ? <WechatPanel screen={screen} orderNo={options.orderNo} /> : <BankTransferPanel screen={screen} options={options} />}
        </div>
        <p className="payment-polling" role="status">
          <i className="pi pi-spin pi-sync" aria-hidden="true" /> <FormattedMessage id="payment.polling" />
        </p>
      </div>
    </div>
  );
}
