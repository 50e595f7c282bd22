import { Button } from 'primereact/button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLang } from '../../app/AppActorsContext';
import type { PageProps } from '../../app/routes';
import { useLoaded } from '../../app/customerServices';
import { formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import { ORDER_STATUS_LABELS } from '../../domain/orderEnums';
import type { OrderView } from '../../domain/ticketing/order';
import { canDownloadETicket } from '../../machines/orders.actions';
import { ETicketButton } from '../orders/ETicketButton';
import { isOrderNotFound, uuidOf } from '../orders/orderDetailsData';
import { LegSummary } from '../ticketing/createOrder/LegSummary';
import { legLinesOfOrder, type LegTitleId } from '../ticketing/createOrder/legLines';
import { StepBar } from '../ticketing/StepBar';
import { ToOrder, ToOrders } from './paymentLinks';
import '../ticketing/ticketing.css';
import './payment.css';

/** Step 4 of the ticketing flow, /ticketing/success?uuid=: the paid order in short, and where to go next. */
export default function SuccessPage({ search }: PageProps) {
  const intl = useIntl();
  const uuid = uuidOf(search);
  const [order, reload] = useLoaded<OrderView | null>(({ orders }, signal) => (uuid ? orders.loadOrder(uuid, { signal }) : Promise.resolve(null)), uuid ?? '');
  const notFound = (order.status === 'ready' && order.data === null) || (order.status === 'failed' && isOrderNotFound(order.error));

  return (
    <section className="page ticketing-page payment-page" aria-labelledby="success-title" aria-busy={order.status === 'loading'}>
      <StepBar current={3} />
      <h1 id="success-title" className="ticketing-page__title">
        <FormattedMessage id="paymentSuccess.title" />
      </h1>
      {order.status === 'loading' && (
        <p className="payment-card payment-notice" role="status">
          <FormattedMessage id="paymentSuccess.loading" />
        </p>
      )}
      {notFound && (
        <div className="payment-card payment-notice" role="alert">
          <p>
            <FormattedMessage id="paymentSuccess.notFound" />
          </p>
          <ToOrders />
        </div>
      )}
      {order.status === 'failed' && !notFound && (
        <div className="payment-card payment-notice" role="alert">
          <p>
            <FormattedMessage id="paymentSuccess.loadFailed" />
          </p>
          <Button type="button" icon="pi pi-refresh" label={intl.formatMessage({ id: 'payment.retry' })} onClick={reload} />
        </div>
      )}
      {order.status === 'ready' && order.data && <PaidOrder order={order.data} />}
    </section>
  );
}

function PaidOrder({ order }: { order: OrderView }) {
  const intl = useIntl();
  const lang = useLang();
  const paid = order.status === 'PAID';
  const title = (id: LegTitleId) => intl.formatMessage({ id });
  return (
    <div className="payment-body">
      <div className={`payment-card payment-result${paid ? ' is-paid' : ''}`} role={paid ? undefined : 'alert'}>
        <i className={`pi ${paid ? 'pi-check-circle' : 'pi-info-circle'} payment-result__icon`} aria-hidden="true" />
        <p className="payment-result__lead">
          <FormattedMessage id={paid ? 'paymentSuccess.lead' : 'paymentSuccess.notPaid'} />
        </p>
        {order.status === 'DUE_PAY' && (
          <Link href={`/ticketing/pay?uuid=${encodeURIComponent(order.uuid)}`} className="payment-link">
            <FormattedMessage id="paymentSuccess.toPay" />
          </Link>
        )}
        <dl className="payment-facts">
          <div className="payment-fact">
            <dt>
              <FormattedMessage id="paymentSuccess.orderNo" />
            </dt>
            <dd data-testid="success-order-no">{order.orderNo}</dd>
          </div>
          <div className="payment-fact">
            <dt>
              <FormattedMessage id="paymentSuccess.status" />
            </dt>
            <dd data-testid="success-status">{pick(ORDER_STATUS_LABELS[order.status], lang)}</dd>
          </div>
          <div className="payment-fact">
            <dt>
              <FormattedMessage id="paymentSuccess.total" />
            </dt>
            <dd className="payment-amount" data-testid="success-total">
              {formatMoney(order.totalAmount, order.currency, lang)}
            </dd>
          </div>
        </dl>
        {/* The tickets right away, the same download as on the order's page (the mail may be slow or filtered). */}
        {canDownloadETicket(order) && (
          <div className="payment-notice__actions">
            <ETicketButton order={order} />
          </div>
        )}
      </div>
      <section className="payment-card" aria-labelledby="success-legs">
        <h2 id="success-legs" className="ticketing-section__title">
          <FormattedMessage id="paymentSuccess.legs" />
        </h2>
        <LegSummary legs={legLinesOfOrder(order.legs, order.orderType, lang, title)} />
      </section>
      <nav className="payment-next">
        <ToOrder uuid={order.uuid} />
        <ToOrders />
      </nav>
    </div>
  );
}
