import { useSelector } from '@xstate/react';
import {
  selectCanAct,
  selectCommissionsContext,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectIsLoading,
  selectIsViewing,
  selectLoadFailed,
} from '../../../machines/commissions.selectors';
import { Button } from 'primereact/button';
import { Column } from '../../../ui/table/Column';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { RAIL_COMMISSION_STATUSES, type RailCommission, type RailCommissionStatus } from '../../../domain/shipping/railCommissions';
import { commissionCan } from '../../../machines/railCommission.machine';
import { PagedTable } from '../../../ui/PagedTable';
import { useReturnFocus } from '../../passengers/useReturnFocus';
import { CommissionDetails, containersText } from './CommissionDetails';
import { CommissionStatusTag } from './CommissionStatusTag';
import { useCommissionsScreen } from './useCommissionsScreen';
import type { PageProps } from '../../../app/routes';
import { bookingNoOf } from '../../../domain/shipping/messageLinks';
import '../shippingScreens.css';
import './commissions.css';

const ALL = 'ALL';

/**
 * My commissions (/myCommission): the enterprise's rail commissions newest first, by status and
 * booking number; the details of one; a submitted one withdrawn after a confirmation.
 * `?bookingNo=` (a message's link) opens the list filtered to that booking's commissions.
 */
export default function MyCommissionsPage({ search: location = '' }: Pick<PageProps, 'search'>) {
  const intl = useIntl();
  const asked = bookingNoOf(location);
  const screen = useCommissionsScreen(asked);
  const { page, current, size, filter, selected } = useSelector(screen, selectCommissionsContext);
  const loading = useSelector(screen, selectIsLoading);
  const failed = useSelector(screen, selectLoadFailed);
  const viewing = useSelector(screen, selectIsViewing);
  const confirming = useSelector(screen, selectIsConfirmingCancel);
  const cancelling = useSelector(screen, selectIsCancelling);
  const canAct = useSelector(screen, selectCanAct);
  const [status, setStatus] = useState<RailCommissionStatus | ''>('');
  const [bookingNo, setBookingNo] = useState(asked);
  useReturnFocus(confirming);

  const statusOptions = [
    // PrimeReact shows '' as nothing chosen: "all" has a value of its own.
    { value: ALL, label: intl.formatMessage({ id: 'commissions.search.statusAll' }) },
    ...RAIL_COMMISSION_STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `commissions.status.${s}` }) })),
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    screen.send({ type: 'filter.apply', filter: { status, bookingNo } });
  };
  const clear = () => {
    setStatus('');
    setBookingNo('');
    screen.send({ type: 'filter.apply', filter: { status: '', bookingNo: '' } });
  };

  const actions = (c: RailCommission) => (
    <div className="shipping-screen__row-actions">
      <Button
        type="button"
        text
        size="small"
        icon="pi pi-eye"
        label={intl.formatMessage({ id: 'commissions.view' })}
        aria-label={intl.formatMessage({ id: 'commissions.viewOf' }, { commissionNo: c.commissionNo })}
        disabled={!canAct}
        onClick={() => screen.send({ type: 'commission.view', commission: c })}
      />
      {commissionCan(c.status, 'commission.cancel') && (
        <Button
          type="button"
          text
          size="small"
          severity="danger"
          icon="pi pi-times"
          label={intl.formatMessage({ id: 'commissions.cancel' })}
          aria-label={intl.formatMessage({ id: 'commissions.cancelOf' }, { commissionNo: c.commissionNo })}
          disabled={!canAct}
          loading={cancelling && selected?.uuid === c.uuid}
          onClick={() => screen.send({ type: 'commission.cancel', commission: c })}
        />
      )}
    </div>
  );

  return (
    <section className="shipping-screen commissions-page" aria-labelledby="commissions-title" aria-busy={loading}>
      <header className="shipping-screen__head">
        <div>
          <h1 id="commissions-title" className="shipping-screen__title">
            <FormattedMessage id="commissions.title" />
          </h1>
          <p className="shipping-screen__intro">
            <FormattedMessage id="commissions.intro" />
          </p>
        </div>
        <Link href="/entrust" className="p-button p-component">
          <i className="pi pi-plus" aria-hidden="true" />
          &nbsp;
          <FormattedMessage id="commissions.new" />
        </Link>
      </header>

      <form className="shipping-screen__filters" role="search" onSubmit={search}>
        <div className="shipping-screen__filter">
          <label htmlFor="commissions-status">
            <FormattedMessage id="commissions.search.status" />
          </label>
          <Dropdown
            inputId="commissions-status"
            value={status || ALL}
            options={statusOptions}
            onChange={(e) => setStatus(e.value === ALL ? '' : (e.value as RailCommissionStatus))}
          />
        </div>
        <label className="shipping-screen__filter" htmlFor="commissions-bookingNo">
          <FormattedMessage id="commissions.search.bookingNo" />
          <InputText
            id="commissions-bookingNo"
            value={bookingNo}
            maxLength={32}
            placeholder={intl.formatMessage({ id: 'commissions.search.placeholder' })}
            onChange={(e) => setBookingNo(e.target.value)}
          />
        </label>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'commissions.search.submit' })} disabled={!canAct && !failed} />
        <Button type="button" outlined label={intl.formatMessage({ id: 'commissions.search.reset' })} disabled={!canAct && !failed} onClick={clear} />
      </form>

      {failed ? (
        <div className="shipping-screen__failed" role="alert">
          <FormattedMessage id="commissions.loadFailed" />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={intl.formatMessage({ id: 'commissions.retry' })}
            onClick={() => screen.send({ type: 'list.retry' })}
          />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={current}
          size={size}
          loading={loading}
          onPage={(next, rows) => screen.send({ type: 'page.change', current: next, size: rows })}
          emptyMessage={<FormattedMessage id={filter.status || filter.bookingNo ? 'commissions.noMatch' : 'commissions.empty'} />}
          label={intl.formatMessage({ id: 'commissions.title' })}
          totalText={(total) => intl.formatMessage({ id: 'commissions.total' }, { total })}
        >
          <Column
            header={intl.formatMessage({ id: 'commissions.col.commissionNo' })}
            body={(c: RailCommission) => <span className="commissions-page__no">{c.commissionNo}</span>}
            style={{ width: '130px' }}
          />
          <Column header={intl.formatMessage({ id: 'commissions.col.booking' })} body={(c: RailCommission) => c.bookingNo} style={{ width: '130px' }} />
          <Column header={intl.formatMessage({ id: 'commissions.col.route' })} body={(c: RailCommission) => `${c.originStation} → ${c.destinationStation}`} />
          <Column header={intl.formatMessage({ id: 'commissions.col.readyDate' })} body={(c: RailCommission) => c.readyDate} style={{ width: '120px' }} />
          <Column header={intl.formatMessage({ id: 'commissions.col.containers' })} body={containersText} style={{ width: '140px' }} />
          <Column
            header={intl.formatMessage({ id: 'commissions.col.status' })}
            body={(c: RailCommission) => <CommissionStatusTag status={c.status} />}
            style={{ width: '110px' }}
          />
          <Column header={intl.formatMessage({ id: 'commissions.col.actions' })} body={actions} style={{ width: '200px' }} />
        </PagedTable>
      )}

      <CommissionDetails
        commission={viewing ? selected : null}
        onClose={() => screen.send({ type: 'details.close' })}
        onCancel={(c) => screen.send({ type: 'commission.cancel', commission: c })}
      />

      <ConfirmDialog
        visible={confirming}
        onHide={() => screen.send({ type: 'cancel.dismiss' })}
        header={intl.formatMessage({ id: 'commissions.confirmCancelTitle' })}
        message={intl.formatMessage({ id: 'commissions.confirmCancel' }, { commissionNo: selected?.commissionNo ?? '' })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={intl.formatMessage({ id: 'commissions.confirmYes' })}
        rejectLabel={intl.formatMessage({ id: 'commissions.confirmNo' })}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => screen.send({ type: 'cancel.confirm' })}
        reject={() => screen.send({ type: 'cancel.dismiss' })}
      />
    </section>
  );
}
