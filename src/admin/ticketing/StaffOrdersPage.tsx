import { Button } from 'primereact/button';
import { Column } from '../../ui/table/Column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearch, Link } from 'wouter';
import { DEFAULT_PAGE_SIZE } from '../../domain/envelope';
import { formatDateTime, formatMoney } from '../../domain/format';
import { pick } from '../../domain/lang';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../domain/orderEnums';
import type { OrderView } from '../../domain/ticketing/order';
import { PagedTable } from '../../ui/PagedTable';
import type { StaffOrderQuery } from '../../domain/staff/ticketing';
import { useConsoleLoaded } from '../consoleServices';
import { useConsoleLang } from '../ConsoleContext';
import './ticketingAdmin.css';

/** The clerk's lists: the two queues waiting for a decision, and every order by search. */
const VIEWS = ['offline', 'refunds', 'search'] as const;
type View = (typeof VIEWS)[number];

const QUEUE: Record<View, Partial<StaffOrderQuery>> = {
  offline: { offlineClaimed: true },
  refunds: { status: 'BEING_REFUNDED' },
  search: {},
};

/** Drafts are the customer's own business: the clerk's list never holds them. */
const STATUSES = ORDER_STATUSES.filter((s) => s !== 'DRAFT');

const emptyFilters = { orderNo: '', contact: '', status: '' as OrderStatus | '', createdFrom: '', createdTo: '' };

/**
 * Every user's orders for the ticketing clerk: bank transfers claimed and refunds applied for
 * (the queues), or a search by order number, contact (name, phone, e-mail), status and creation
 * days; each opens its details, where the clerk decides.
 */
export default function StaffOrdersPage() {
  const intl = useIntl();
  const lang = useConsoleLang();
  // ?view= opens a queue by name (the console home links to each).
  const asked = new URLSearchParams(useSearch()).get('view');
  const first: View = VIEWS.find((v) => v === asked) ?? 'offline';
  const [view, setView] = useState<View>(first);
  const [filters, setFilters] = useState(emptyFilters);
  const [query, setQuery] = useState<StaffOrderQuery>({ current: 1, size: DEFAULT_PAGE_SIZE, ...QUEUE[first] });
  const [list, reload] = useConsoleLoaded((services) => services.ticketingStaff.getStaffOrderPage(query), JSON.stringify(query));
  const page = list.status === 'ready' ? list.data : null;
  const loading = list.status === 'loading';

  const choose = (next: View) => {
    setView(next);
    setQuery({ current: 1, size: query.size, ...QUEUE[next], ...(next === 'search' ? searchOf(filters) : {}) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ current: 1, size: query.size, ...searchOf(filters) });
  };
  const statusOptions = [
    { value: '', label: intl.formatMessage({ id: 'admin.ticketing.anyStatus' }) },
    ...STATUSES.map((s) => ({ value: s, label: pick(ORDER_STATUS_LABELS[s], lang) })),
  ];

  return (
    <section className="admin-page ticketing-orders" aria-labelledby="orders-title" aria-busy={loading}>
      <h1 id="orders-title" className="admin-page__title">
        <FormattedMessage id="admin.ticketing.orders.title" />
      </h1>
      <div className="ticketing-tabs" role="tablist" aria-label={intl.formatMessage({ id: 'admin.ticketing.orders.title' })}>
        {VIEWS.map((v) => (
          <button key={v} type="button" role="tab" id={`orders-tab-${v}`} aria-selected={view === v} aria-controls="orders-panel" onClick={() => choose(v)}>
            <FormattedMessage id={`admin.ticketing.orders.view.${v}`} />
          </button>
        ))}
      </div>

      <div id="orders-panel" role="tabpanel" aria-labelledby={`orders-tab-${view}`}>
        {view === 'search' && (
          <form className="ticketing__filters" role="search" onSubmit={submit}>
            <label className="ticketing__filter" htmlFor="orders-no">
              <FormattedMessage id="admin.ticketing.col.orderNo" />
              <InputText id="orders-no" value={filters.orderNo} maxLength={32} onChange={(e) => setFilters({ ...filters, orderNo: e.target.value })} />
            </label>
            <label className="ticketing__filter" htmlFor="orders-contact">
              <FormattedMessage id="admin.ticketing.orders.contact" />
              <InputText id="orders-contact" value={filters.contact} maxLength={100} onChange={(e) => setFilters({ ...filters, contact: e.target.value })} />
            </label>
            <label className="ticketing__filter" htmlFor="orders-status">
              <FormattedMessage id="admin.ticketing.col.status" />
              <Dropdown
                inputId="orders-status"
                value={filters.status}
                options={statusOptions}
                placeholder={statusOptions[0]!.label}
                onChange={(e) => setFilters({ ...filters, status: e.value as OrderStatus | '' })}
              />
            </label>
            <label className="ticketing__filter" htmlFor="orders-from">
              <FormattedMessage id="admin.ticketing.orders.createdFrom" />
              <InputText id="orders-from" type="date" value={filters.createdFrom} onChange={(e) => setFilters({ ...filters, createdFrom: e.target.value })} />
            </label>
            <label className="ticketing__filter" htmlFor="orders-to">
              <FormattedMessage id="admin.ticketing.orders.createdTo" />
              <InputText id="orders-to" type="date" value={filters.createdTo} onChange={(e) => setFilters({ ...filters, createdTo: e.target.value })} />
            </label>
            <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'admin.ticketing.search' })} disabled={loading} />
          </form>
        )}

        {list.status === 'failed' ? (
          <div className="admin-error" role="alert">
            <FormattedMessage id="admin.ticketing.loadFailed" />{' '}
            <Button type="button" link label={intl.formatMessage({ id: 'admin.ticketing.retry' })} onClick={reload} />
          </div>
        ) : (
          <PagedTable
            page={page}
            current={query.current}
            size={query.size}
            loading={loading}
            onPage={(current, size) => setQuery({ ...query, current, size })}
            emptyMessage={<FormattedMessage id={`admin.ticketing.orders.empty.${view}`} />}
            label={intl.formatMessage({ id: `admin.ticketing.orders.view.${view}` })}
            totalText={(total) => intl.formatMessage({ id: 'admin.ticketing.total' }, { total })}
          >
            <Column
              header={intl.formatMessage({ id: 'admin.ticketing.col.orderNo' })}
              body={(o: OrderView) => (
                <Link href={`/ticketing/orders/${o.uuid}`} className="ticketing__no">
                  {o.orderNo}
                </Link>
              )}
            />
            <Column
              header={intl.formatMessage({ id: 'admin.ticketing.orders.contact' })}
              body={(o: OrderView) => (
                <>
                  <div>{o.contactName}</div>
                  <div className="ticketing__muted">{o.contactPhone}</div>
                </>
              )}
            />
            <Column
              header={intl.formatMessage({ id: 'admin.ticketing.orders.sailing' })}
              body={(o: OrderView) =>
                o.legs.map((leg) => (
                  <div key={leg.legIndex} className="ticketing__nowrap">
                    {leg.voyageCode} · {formatDateTime(leg.departureTime).slice(0, 16)}
                  </div>
                ))
              }
            />
            <Column
              header={intl.formatMessage({ id: 'admin.ticketing.orders.amount' })}
              body={(o: OrderView) => <span className="ticketing__nowrap">{formatMoney(o.totalAmount, o.currency, lang)}</span>}
            />
            <Column
              header={intl.formatMessage({ id: 'admin.ticketing.orders.createdAt' })}
              body={(o: OrderView) => <span className="ticketing__nowrap">{formatDateTime(o.createdAt)}</span>}
            />
            <Column header={intl.formatMessage({ id: 'admin.ticketing.col.status' })} body={(o: OrderView) => <OrderStatusTag order={o} />} />
          </PagedTable>
        )}
      </div>
    </section>
  );
}

function searchOf(filters: typeof emptyFilters): Partial<StaffOrderQuery> {
  const orderNo = filters.orderNo.trim().toUpperCase();
  const contact = filters.contact.trim();
  return {
    ...(orderNo ? { orderNo } : {}),
    ...(contact ? { contact } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.createdFrom ? { createdFrom: filters.createdFrom } : {}),
    ...(filters.createdTo ? { createdTo: filters.createdTo } : {}),
  };
}

/** The order's status, and a claimed bank transfer inside DUE_PAY (the window stopped). */
export function OrderStatusTag({ order }: { order: Pick<OrderView, 'status' | 'paymentDeadline'> }) {
  const lang = useConsoleLang();
  return (
    <span className={`ticketing__tag ticketing__tag--${order.status}`}>
      {pick(ORDER_STATUS_LABELS[order.status], lang)}
      {order.status === 'DUE_PAY' && order.paymentDeadline === null && (
        <>
          {' · '}
          <FormattedMessage id="admin.ticketing.orders.transferClaimed" />
        </>
      )}
    </span>
  );
}
