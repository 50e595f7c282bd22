import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PageProps } from '../../app/routes';
import { selectCanBuyAgain, selectPhase, type PaymentPhase } from '../../machines/payment.selectors';
import { StepBar } from '../ticketing/StepBar';
import { uuidOf } from '../orders/orderDetailsData';
import { PayingView, type PaymentActor } from './PayingView';
import { ToOrder, ToOrders } from './paymentLinks';
import { usePaymentScreen } from './usePaymentScreen';
import '../ticketing/ticketing.css';
import './payment.css';

/** Step 3 of the ticketing flow, /ticketing/pay?uuid=: pay one order before its window ends. */
export default function PaymentPage({ search }: PageProps) {
  const uuid = uuidOf(search);
  return (
    <section className="page ticketing-page payment-page" aria-labelledby="payment-title">
      <StepBar current={2} />
      <h1 id="payment-title" className="ticketing-page__title">
        <FormattedMessage id="payment.title" />
      </h1>
      {/* A new order is a new chart: keyed by its uuid. */}
      {uuid ? (
        <PaymentScreen key={uuid} orderUuid={uuid} />
      ) : (
        <Notice role="alert" text="payment.notFound">
          <ToOrders />
        </Notice>
      )}
    </section>
  );
}

function PaymentScreen({ orderUuid }: { orderUuid: string }) {
  const intl = useIntl();
  const screen = usePaymentScreen(orderUuid);
  const phase = useSelector(screen, selectPhase);
  const canBuyAgain = useSelector(screen, selectCanBuyAgain);
  const buyAgain = canBuyAgain && (
    <Button
      type="button"
      icon="pi pi-replay"
      label={intl.formatMessage({ id: 'payment.buyAgain' })}
      onClick={() => screen.send({ type: 'payment.buyAgain' })}
    />
  );

  return (
    <>
      <PhaseView phase={phase} screen={screen} buyAgain={buyAgain} />
      {/* Whatever happens here, the order's own page is one step away. */}
      {phase !== 'notFound' && <ToOrder uuid={orderUuid} />}
    </>
  );
}

function PhaseView({ phase, screen, buyAgain }: { phase: PaymentPhase; screen: PaymentActor; buyAgain: ReactNode }) {
  const intl = useIntl();
  switch (phase) {
    case 'loading':
      return <Notice role="status" text="payment.loading" busy />;
    case 'loadFailed':
      return (
        <Notice role="alert" text="payment.loadFailed">
          <Button
            type="button"
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'payment.retry' })}
            onClick={() => screen.send({ type: 'payment.retry' })}
          />
        </Notice>
      );
    case 'notFound':
      return (
        <Notice role="alert" text="payment.notFound">
          <ToOrders />
        </Notice>
      );
    case 'notPayable':
      return <Notice role="alert" text="payment.notPayable" />;
    case 'paid':
      return <Notice role="status" text="payment.paid" busy />;
    case 'expired':
    case 'cancelled':
      return (
        <Notice role="alert" text={phase === 'expired' ? 'payment.expired' : 'payment.cancelled'}>
          {buyAgain}
        </Notice>
      );
    case 'paying':
      return <PayingView screen={screen} />;
  }
}

type NoticeText =
  'payment.loading' | 'payment.loadFailed' | 'payment.notFound' | 'payment.notPayable' | 'payment.paid' | 'payment.expired' | 'payment.cancelled';

function Notice({ role, text, busy, children }: { role: 'status' | 'alert'; text: NoticeText; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="payment-card payment-notice" role={role} aria-busy={busy || undefined}>
      {busy && <i className="pi pi-spin pi-spinner" aria-hidden="true" />}
      <p>
        <FormattedMessage id={text} />
      </p>
      {children && <div className="payment-notice__actions">{children}</div>}
    </div>
  );
}
