import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useLang } from '../../app/AppActorsContext';
import type { PageProps } from '../../app/routes';
import { useLoaded } from '../../app/customerServices';
import { formatDateTime, formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS, TICKET_STATUS_LABELS } from '../../domain/orderEnums';
import { LegSummary } from '../ticketing/createOrder/LegSummary';
import { legLinesOfOrder, type LegTitleId } from '../ticketing/createOrder/legLines';
import { dictName, passengerName } from '../ticketing/createOrder/orderFormState';
import { PriceBreakdownTable } from '../ticketing/createOrder/PriceBreakdownTable';
import { ClosedReason } from './ClosedReason';
import { OrderDetailsActions } from './OrderDetailsActions';
import { isOrderNotFound, loadOrderDetails, uuidOf, type OrderDetails } from './orderDetailsData';
import { HistoryCard, PaymentsCard, RefundCard } from './OrderRecords';
import { PaymentReturnsCard } from './PaymentReturnsCard';
import { PayoutAccountCard } from './PayoutAccountCard';
import { passengerRows } from './passengerRows';
import './orderDetails.css';
import './orders.css';

/** /order/details?uuid=: one of the caller's orders, with its legs, tickets and stored price. */
export default function OrderDetailsPage({ search }: PageProps) {
  const intl = useIntl();
  const uuid = uuidOf(search);
  const [details, reload] = useLoaded<OrderDetails | null>(
    (services, signal) => (uuid ? loadOrderDetails(services, uuid, signal) : Promise.resolve(null)),
    uuid ?? '',
  );
  const notFound = (details.status === 'ready' && details.data === null) || (details.status === 'failed' && isOrderNotFound(details.error));

  return (
    <section className="page order-details" aria-labelledby="order-details-title" aria-busy={details.status === 'loading'}>
      <h1 id="order-details-title" className="order-details__title">
        <FormattedMessage id="orderDetails.title" />
      </h1>
      {details.status === 'loading' && (
        <p className="order-details__state" role="status">
          <FormattedMessage id="orderDetails.loading" />
        </p>
      )}
      {notFound && (
        <div className="order-details__state" role="alert">
          <i className="pi pi-search" aria-hidden="true" />
          <p>
            <FormattedMessage id="orderDetails.notFound" />
          </p>
          <ToOrders />
        </div>
      )}
      {details.status === 'failed' && !notFound && (
        <div className="order-details__state" role="alert">
          <p>
            <FormattedMessage id="orderDetails.loadFailed" />
          </p>
          <Button type="button" icon="pi pi-refresh" label={intl.formatMessage({ id: 'orderDetails.retry' })} onClick={reload} />
        </div>
      )}
      {details.status === 'ready' && details.data && <OrderDetailsView {...details.data} onMoved={reload} />}
    </section>
  );
}

function ToOrders() {
  return (
    <Link href="/orders" className="order-details__back">
      <i className="pi pi-arrow-left" aria-hidden="true" /> <FormattedMessage id="orderDetails.toOrders" />
    </Link>
  );
}

function OrderDetailsView({ order, ticketTypes, onMoved }: OrderDetails & { onMoved(): void }) {
  const intl = useIntl();
  const lang = useLang();
  const title = (id: LegTitleId) => intl.formatMessage({ id });
  const legs = legLinesOfOrder(order.legs, order.orderType, lang, title);
  const typeName = (code: string) => dictName(ticketTypes, code, lang);
  const nameOf = (index: number) =>
    passengerName(order.passengers[index], lang) || intl.formatMessage({ id: 'createOrder.passengerTitle' }, { num: index + 1 });
  const rows = passengerRows(order);
  // Under the name in the page's language, the passenger's other name: never the same one twice (ja shows the roman name first).
  const otherName = (index: number) => {
    const other = passengerName(order.passengers[index], lang === 'zh' ? 'jp' : 'zh');
    return other === nameOf(index) ? '' : other;
  };

  return (
    <div className="order-details__body">
      <div className="order-details__card order-details__overview">
        <dl className="order-details__facts">
          <Fact label="orderDetails.orderNo">{order.orderNo ?? intl.formatMessage({ id: 'orderDetails.noNumber' })}</Fact>
          <Fact label="orderDetails.status">
            <span className={`order-status order-status--${order.status.toLowerCase()}`}>{pick(ORDER_STATUS_LABELS[order.status], lang)}</span>
          </Fact>
          <Fact label="orderDetails.orderType">{pick(ORDER_TYPE_LABELS[order.orderType], lang)}</Fact>
          <Fact label="orderDetails.createdAt">{formatDateTime(order.createdAt)}</Fact>
        </dl>
        <p className="order-details__total">
          <span>
            <FormattedMessage id="orderDetails.total" />
          </span>
          <strong data-testid="order-total">{formatMoney(order.totalAmount, order.currency, lang)}</strong>
        </p>
      </div>
      <ClosedReason order={order} />

      <div className="order-details__columns">
        <div className="order-details__main">
          <section className="order-details__card" aria-labelledby="od-legs">
            <h2 id="od-legs" className="order-details__card-title">
              <FormattedMessage id="orderDetails.legs" />
            </h2>
            <LegSummary legs={legs} />
          </section>

          <section className="order-details__card" aria-labelledby="od-passengers">
            <h2 id="od-passengers" className="order-details__card-title">
              <FormattedMessage id="orderDetails.passengers" />
            </h2>
            <table className="order-details__tickets">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="orderDetails.passengerName" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="orderDetails.ticketType" />
                  </th>
                  {legs.map((leg) => (
                    <th scope="col" key={leg.key}>
                      {leg.title} · <FormattedMessage id="orderDetails.ticketNo" /> / <FormattedMessage id="orderDetails.ticketStatus" />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.index}>
                    <th scope="row">
                      <span className="order-details__name">{nameOf(row.index)}</span>
                      <span className="order-details__name-en">{otherName(row.index)}</span>
                    </th>
                    <td>{typeName(row.ticketType)}</td>
                    {row.tickets.map((ticket, legIndex) => (
                      <td key={legIndex}>
                        {ticket ? (
                          <>
                            <span className="order-details__ticket-no">{ticket.ticketNo ?? '—'}</span>
                            <span className={`ticket-status ticket-status--${ticket.status.toLowerCase()}`}>
                              {pick(TICKET_STATUS_LABELS[ticket.status], lang)}
                            </span>
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <PayoutAccountCard order={order} onGiven={onMoved} />
          <RefundCard order={order} />
          <PaymentReturnsCard order={order} />
          <PaymentsCard order={order} />
          <HistoryCard order={order} />
        </div>

        <aside className="order-details__aside">
          <OrderDetailsActions order={order} onMoved={onMoved} />
          <section className="order-details__card" aria-labelledby="od-contact">
            <h2 id="od-contact" className="order-details__card-title">
              <FormattedMessage id="orderDetails.contact" />
            </h2>
            <dl className="order-details__facts order-details__facts--stacked">
              <Fact label="orderDetails.contactName">{order.contactName}</Fact>
              <Fact label="orderDetails.contactPhone">{order.contactPhone}</Fact>
              <Fact label="orderDetails.contactEmail">{order.contactEmail}</Fact>
              <Fact label="orderDetails.extraBed">
                <FormattedMessage id={order.extraBed ? 'orderDetails.yes' : 'orderDetails.no'} />
              </Fact>
            </dl>
          </section>
          <section className="order-details__card" aria-labelledby="od-price">
            <h2 id="od-price" className="order-details__card-title">
              <FormattedMessage id="orderDetails.price" />
            </h2>
            {order.breakdown ? (
              <PriceBreakdownTable
                breakdown={order.breakdown}
                legTitles={legs.map((leg) => `${leg.title} · ${leg.cabin}`)}
                passengerName={nameOf}
                ticketTypeName={typeName}
              />
            ) : (
              <p className="order-details__muted">
                <FormattedMessage id="orderDetails.notPriced" />
              </p>
            )}
          </section>
          <ToOrders />
        </aside>
      </div>
    </div>
  );
}

type FactLabel =
  | 'orderDetails.orderNo'
  | 'orderDetails.status'
  | 'orderDetails.orderType'
  | 'orderDetails.createdAt'
  | 'orderDetails.contactName'
  | 'orderDetails.contactPhone'
  | 'orderDetails.contactEmail'
  | 'orderDetails.extraBed';

function Fact({ label, children }: { label: FactLabel; children: ReactNode }) {
  return (
    <div className="order-details__fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
