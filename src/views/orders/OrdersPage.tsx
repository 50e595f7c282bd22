import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Column } from '../../ui/table/Column';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import { formatDateTime, formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from '../../domain/orderEnums';
import type { OrderView } from '../../domain/ticketing/order';
import { selectCurrent, selectFilters, selectIsListLoading, selectListFailed, selectPage, selectSize } from '../../machines/orders.selectors';
import { PagedTable } from '../../ui/PagedTable';
import { OrderActions } from './OrderActions';
import { OrderFilters } from './OrderFilters';
import { OrderMoveDialogs } from './OrderMoveDialogs';
import { legTexts } from './orderLegText';
import { useOrderMoves } from './useOrderMoves';
import { useOrdersScreen } from './useOrdersScreen';
import './orders.css';

/** My orders (spec 2 "/orders", issue 5): newest first, filtered, with what each order offers now. */
export default function OrdersPage() {
  const intl = useIntl();
  const lang = useLang();
  const list = useOrdersScreen();
  const moves = useOrderMoves(() => list.send({ type: 'list.reload' }));
  const page = useSelector(list, selectPage);
  const current = useSelector(list, selectCurrent);
  const size = useSelector(list, selectSize);
  const filters = useSelector(list, selectFilters);
  const loading = useSelector(list, selectIsListLoading);
  const failed = useSelector(list, selectListFailed);
  // The refund's cut-off is judged when the list is drawn; the move chart asks again at the click.
  const now = new Date().toISOString();

  const route = (order: OrderView) => (
    <ul className="orders-route">
      {legTexts(order.legs, lang).map((leg) => (
        <li key={leg.key}>
          <span className="orders-route__ports">{intl.formatMessage({ id: 'orders.route' }, { from: leg.from, to: leg.to })}</span>
          <span className="orders-route__time">{intl.formatMessage({ id: 'orders.departs' }, { time: leg.departure })}</span>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="page orders-page" aria-labelledby="orders-title" aria-busy={loading}>
      <header className="orders-page__head">
        <h1 id="orders-title" className="orders-page__title">
          <FormattedMessage id="orders.title" />
        </h1>
        <p className="orders-page__intro">
          <FormattedMessage id="orders.intro" />
        </p>
      </header>

      <OrderFilters
        filters={filters}
        onApply={(next) => list.send({ type: 'filters.apply', filters: next })}
        onClear={() => list.send({ type: 'filters.clear' })}
      />

      {failed ? (
        <div className="orders-page__failed" role="alert">
          <FormattedMessage id="orders.loadFailed" />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'orders.retry' })}
            onClick={() => list.send({ type: 'list.retry' })}
          />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={current}
          size={size}
          loading={loading}
          onPage={(next, rows) => list.send({ type: 'page.change', current: next, size: rows })}
          emptyMessage={<FormattedMessage id="orders.empty" />}
          totalText={(total) => intl.formatMessage({ id: 'orders.total' }, { total })}
          className="orders-page__table"
          label={intl.formatMessage({ id: 'orders.title' })}
        >
          <Column
            header={intl.formatMessage({ id: 'orders.col.orderNo' })}
            body={(o: OrderView) => o.orderNo ?? intl.formatMessage({ id: 'orders.noNumber' })}
          />
          <Column header={intl.formatMessage({ id: 'orders.col.route' })} body={route} />
          <Column
            bodyClassName="orders-page__nowrap"
            headerClassName="orders-page__nowrap"
            header={intl.formatMessage({ id: 'orders.col.orderType' })}
            body={(o: OrderView) => pick(ORDER_TYPE_LABELS[o.orderType], lang)}
          />
          <Column
            headerClassName="orders-page__nowrap"
            header={intl.formatMessage({ id: 'orders.col.status' })}
            body={(o: OrderView) => <span className={`order-status order-status--${o.status.toLowerCase()}`}>{pick(ORDER_STATUS_LABELS[o.status], lang)}</span>}
          />
          <Column
            bodyClassName="orders-page__nowrap"
            header={intl.formatMessage({ id: 'orders.col.total' })}
            body={(o: OrderView) => formatMoney(o.totalAmount, o.currency, lang)}
          />
          <Column header={intl.formatMessage({ id: 'orders.col.createdAt' })} body={(o: OrderView) => formatDateTime(o.createdAt)} />
          <Column
            bodyClassName="orders-page__actions-cell"
            header={intl.formatMessage({ id: 'orders.col.actions' })}
            body={(o: OrderView) => <OrderActions order={o} moves={moves} now={now} withDetails />}
          />
        </PagedTable>
      )}

      <OrderMoveDialogs moves={moves} />
    </section>
  );
}
