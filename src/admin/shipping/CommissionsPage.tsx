import { Button } from 'primereact/button';
import { Column } from '../../ui/table/Column';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_PAGE_SIZE } from '../../domain/envelope';
import { formatDateTime } from '../../domain/format';
import {
  RAIL_COMMISSION_STATUSES,
  type RailCommissionPageQuery,
  type RailCommissionStatus,
  type StaffRailCommission,
} from '../../domain/shipping/railCommissions';
import { commissionCan } from '../../machines/railCommission.machine';
import { PagedTable } from '../../ui/PagedTable';
import { ConfirmReason } from '../common/ConfirmReason';
import { useConsole } from '../ConsoleContext';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import './shippingAdmin.css';
import { Permitted } from '../../app/Permitted';

type Decision = { kind: 'accept' | 'reject'; commission: StaffRailCommission };
const lines = (c: StaffRailCommission) => c.containers.map((l) => `${l.quantity}×${l.containerType}`).join(', ');

/**
 * The shipping clerk's rail commissions: the queue of submitted ones first, any status on request,
 * searched by booking number; each accepted after a confirmation or rejected with a reason
 * (the enterprise is told either way).
 */
export default function CommissionsPage() {
  const intl = useIntl();
  const { notifier } = useConsole();
  // 'ALL' rather than '': the dropdown takes an empty value for no choice at all.
  const [status, setStatus] = useState<RailCommissionStatus | 'ALL'>('SUBMITTED');
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState<RailCommissionPageQuery>({ current: 1, size: DEFAULT_PAGE_SIZE, status: 'SUBMITTED' });
  const { railCommissionsStaff } = useConsoleServices();
  const [list, reload] = useConsoleLoaded((services) => services.railCommissionsStaff.getStaffCommissionPage(query), JSON.stringify(query));
  const [decision, setDecision] = useState<Decision | null>(null);
  const page = list.status === 'ready' ? list.data : null;
  const loading = list.status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bookingNo = typed.trim();
    setQuery({ current: 1, size: query.size, ...(status !== 'ALL' ? { status } : {}), ...(bookingNo ? { bookingNo } : {}) });
  };
  const statusOptions = [
    { value: 'ALL', label: intl.formatMessage({ id: 'admin.shipping.commissions.anyStatus' }) },
    ...RAIL_COMMISSION_STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `commissions.status.${s}` }) })),
  ];
  const decide = (reason: string): Promise<unknown> => {
    if (!decision) return Promise.resolve();
    const { kind, commission } = decision;
    return kind === 'accept' ? railCommissionsStaff.acceptCommission(commission.uuid) : railCommissionsStaff.rejectCommission(commission.uuid, reason);
  };
  const decided = () => {
    if (!decision) return;
    const { kind, commission } = decision;
    notifier.notify(
      intl.formatMessage(
        { id: kind === 'accept' ? 'admin.shipping.commissions.accepted' : 'admin.shipping.commissions.rejected' },
        { commissionNo: commission.commissionNo },
      ),
      'success',
    );
    setDecision(null);
    reload();
  };

  const actions = (c: StaffRailCommission) =>
    commissionCan(c.status, 'commission.accept') ? (
      <div className="staff-shipping__nowrap">
        <Permitted button="btn.staff.shipping">
          <Button
            type="button"
            text
            size="small"
            icon="pi pi-check"
            label={intl.formatMessage({ id: 'admin.shipping.commissions.accept' })}
            aria-label={intl.formatMessage({ id: 'admin.shipping.commissions.acceptOf' }, { commissionNo: c.commissionNo })}
            onClick={() => setDecision({ kind: 'accept', commission: c })}
          />
        </Permitted>
        <Permitted button="btn.staff.shipping">
          <Button
            type="button"
            text
            size="small"
            severity="danger"
            icon="pi pi-times"
            label={intl.formatMessage({ id: 'admin.shipping.commissions.reject' })}
            aria-label={intl.formatMessage({ id: 'admin.shipping.commissions.rejectOf' }, { commissionNo: c.commissionNo })}
            onClick={() => setDecision({ kind: 'reject', commission: c })}
          />
        </Permitted>
      </div>
    ) : (
      <span className="staff-shipping__muted">{c.status === 'REJECTED' ? c.reason : formatDateTime(c.decidedAt)}</span>
    );

  return (
    <section className="admin-page staff-commissions" aria-labelledby="staff-commissions-title" aria-busy={loading}>
      <h1 id="staff-commissions-title" className="admin-page__title">
        <FormattedMessage id="admin.shipping.commissions.title" />
      </h1>
      <p className="staff-shipping__intro">
        <FormattedMessage id="admin.shipping.commissions.intro" />
      </p>

      <form className="staff-shipping__filters" role="search" onSubmit={submit}>
        <label className="staff-shipping__filter" htmlFor="staff-commissions-status">
          <FormattedMessage id="admin.shipping.commissions.status" />
          <Dropdown
            inputId="staff-commissions-status"
            value={status}
            options={statusOptions}
            onChange={(e) => setStatus(e.value as RailCommissionStatus | 'ALL')}
          />
        </label>
        <label className="staff-shipping__filter" htmlFor="staff-commissions-no">
          <FormattedMessage id="admin.shipping.commissions.bookingNo" />
          <InputText id="staff-commissions-no" value={typed} maxLength={32} placeholder="BK26000012" onChange={(e) => setTyped(e.target.value)} />
        </label>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'admin.shipping.search' })} disabled={loading} />
      </form>

      {list.status === 'failed' ? (
        <div className="admin-error" role="alert">
          <FormattedMessage id="admin.shipping.loadFailed" />{' '}
          <Button type="button" link label={intl.formatMessage({ id: 'admin.shipping.retry' })} onClick={reload} />
        </div>
      ) : (
        <PagedTable
          page={page}
          current={query.current ?? 1}
          size={query.size ?? DEFAULT_PAGE_SIZE}
          loading={loading}
          onPage={(current, size) => setQuery({ ...query, current, size })}
          emptyMessage={
            <FormattedMessage
              id={query.status === 'SUBMITTED' && !query.bookingNo ? 'admin.shipping.commissions.queueEmpty' : 'admin.shipping.commissions.empty'}
            />
          }
          label={intl.formatMessage({ id: 'admin.shipping.commissions.title' })}
          totalText={(total) => intl.formatMessage({ id: 'admin.shipping.total' }, { total })}
        >
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.commissions.col.no' })}
            body={(c: StaffRailCommission) => <span className="staff-shipping__no">{c.commissionNo}</span>}
          />
          <Column header={intl.formatMessage({ id: 'admin.shipping.col.enterprise' })} body={(c: StaffRailCommission) => c.enterpriseName} />
          <Column header={intl.formatMessage({ id: 'admin.shipping.col.bookingNo' })} body={(c: StaffRailCommission) => c.bookingNo} />
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.commissions.col.rail' })}
            body={(c: StaffRailCommission) => (
              <>
                <div>{`${c.originStation} → ${c.destinationStation}`}</div>
                <div className="staff-shipping__muted">{[c.readyDate, lines(c), c.loadingAddressName].filter(Boolean).join(' · ')}</div>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.commissions.col.contact' })}
            body={(c: StaffRailCommission) => (
              <>
                <div>{c.contactName}</div>
                <div className="staff-shipping__muted">{c.contactPhone}</div>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.shipping.col.status' })}
            body={(c: StaffRailCommission) => (
              <span className="staff-shipping__nowrap">
                <FormattedMessage id={`commissions.status.${c.status}`} />
              </span>
            )}
          />
          <Column header={intl.formatMessage({ id: 'admin.shipping.commissions.col.actions' })} body={actions} />
        </PagedTable>
      )}

      <ConfirmReason
        visible={decision !== null}
        header={intl.formatMessage({ id: decision?.kind === 'reject' ? 'admin.shipping.commissions.rejectTitle' : 'admin.shipping.commissions.acceptTitle' })}
        message={intl.formatMessage(
          { id: decision?.kind === 'reject' ? 'admin.shipping.commissions.rejectMessage' : 'admin.shipping.commissions.acceptMessage' },
          { commissionNo: decision?.commission.commissionNo ?? '', enterprise: decision?.commission.enterpriseName ?? '' },
        )}
        confirmLabel={intl.formatMessage({ id: decision?.kind === 'reject' ? 'admin.shipping.commissions.reject' : 'admin.shipping.commissions.accept' })}
        danger={decision?.kind === 'reject'}
        reason={decision?.kind === 'reject' ? 'required' : 'none'}
        onConfirm={decide}
        onDone={decided}
        onHide={() => setDecision(null)}
      />
    </section>
  );
}
