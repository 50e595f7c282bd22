import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLang } from '../../app/AppActorsContext';
import { pick } from '../../domain/lang';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TYPE_LABELS, ORDER_TYPES, type OrderStatus, type OrderType } from '../../domain/orderEnums';
import type { OrderFilters as Filters } from '../../machines/orders.machine';

interface Props {
  filters: Filters;
  onApply(filters: Filters): void;
  onClear(): void;
}

interface Draft {
  status: OrderStatus | '';
  orderType: OrderType | '';
  createdFrom: string;
  createdTo: string;
  orderNo: string;
}

const draftOf = (filters: Filters): Draft => ({
  status: filters.status ?? '',
  orderType: filters.orderType ?? '',
  createdFrom: filters.createdFrom ?? '',
  createdTo: filters.createdTo ?? '',
  orderNo: filters.orderNo ?? '',
});

/** Only what was chosen travels: an empty filter is no filter. */
function filtersOf(draft: Draft): Filters {
  const orderNo = draft.orderNo.trim();
  return {
    ...(draft.status ? { status: draft.status } : {}),
    ...(draft.orderType ? { orderType: draft.orderType } : {}),
    ...(draft.createdFrom ? { createdFrom: draft.createdFrom } : {}),
    ...(draft.createdTo ? { createdTo: draft.createdTo } : {}),
    ...(orderNo ? { orderNo } : {}),
  };
}

/** The list's filters (issue 5): status, order type, creation days (both inclusive) and order number. */
export function OrderFilters({ filters, onApply, onClear }: Props) {
  const intl = useIntl();
  const lang = useLang();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  // 'YYYY-MM-DD' strings compare as their days do.
  const badRange = draft.createdFrom !== '' && draft.createdTo !== '' && draft.createdTo < draft.createdFrom;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!badRange) onApply(filtersOf(draft));
  };
  const clear = () => {
    setDraft(draftOf({}));
    onClear();
  };

  return (
    <form className="orders-filters" onSubmit={submit} role="search" aria-label={intl.formatMessage({ id: 'orders.filter.search' })}>
      <label className="orders-filters__field">
        <span>
          <FormattedMessage id="orders.filter.status" />
        </span>
        <select className="p-inputtext" value={draft.status} onChange={(e) => set('status', e.target.value as Draft['status'])}>
          <option value="">{intl.formatMessage({ id: 'orders.filter.any' })}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {pick(ORDER_STATUS_LABELS[status], lang)}
            </option>
          ))}
        </select>
      </label>
      <label className="orders-filters__field">
        <span>
          <FormattedMessage id="orders.filter.orderType" />
        </span>
        <select className="p-inputtext" value={draft.orderType} onChange={(e) => set('orderType', e.target.value as Draft['orderType'])}>
          <option value="">{intl.formatMessage({ id: 'orders.filter.any' })}</option>
          {ORDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {pick(ORDER_TYPE_LABELS[type], lang)}
            </option>
          ))}
        </select>
      </label>
      <label className="orders-filters__field">
        <span>
          <FormattedMessage id="orders.filter.createdFrom" />
        </span>
        <input
          type="date"
          className="p-inputtext"
          value={draft.createdFrom}
          max={draft.createdTo || undefined}
          onChange={(e) => set('createdFrom', e.target.value)}
        />
      </label>
      <label className="orders-filters__field">
        <span>
          <FormattedMessage id="orders.filter.createdTo" />
        </span>
        <input
          type="date"
          className={`p-inputtext${badRange ? ' p-invalid' : ''}`}
          value={draft.createdTo}
          min={draft.createdFrom || undefined}
          aria-invalid={badRange}
          aria-describedby={badRange ? 'orders-filters-range' : undefined}
          onChange={(e) => set('createdTo', e.target.value)}
        />
      </label>
      <label className="orders-filters__field">
        <span>
          <FormattedMessage id="orders.filter.orderNo" />
        </span>
        <InputText value={draft.orderNo} maxLength={32} onChange={(e) => set('orderNo', e.target.value)} />
      </label>
      <div className="orders-filters__buttons">
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'orders.filter.search' })} disabled={badRange} />
        <Button type="button" text label={intl.formatMessage({ id: 'orders.filter.clear' })} onClick={clear} />
      </div>
      {badRange && (
        <p id="orders-filters-range" className="orders-filters__error" role="alert">
          <FormattedMessage id="orders.filter.badRange" />
        </p>
      )}
    </form>
  );
}
