import { Button } from 'primereact/button';
import { Column } from '../../ui/table/Column';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_PAGE_SIZE } from '../../domain/envelope';
import type { StaffVoyage, StaffVoyageQuery, VoyageCancelAnswer } from '../../domain/staff/ticketing';
import type { SaleUnit } from '../../domain/ticketing/saleUnit';
import { VOYAGE_STATUSES, type VoyageStatus } from '../../domain/voyages';
import { PagedTable } from '../../ui/PagedTable';
import { AuditTrail } from '../common/AuditTrail';
import { ConfirmReason } from '../common/ConfirmReason';
import { useConsole } from '../ConsoleContext';
import { useConsoleLoaded, useConsoleServices } from '../consoleServices';
import { AffectedOrders, useAffectedOrders } from './AffectedOrders';
import { InventoryDialog } from './InventoryDialog';
import { showPortTime } from './portTime';
import { todayInChina } from './ticketingForms';
import { useTicketingNames } from './useTicketingNames';
import { VoyageDialog } from './VoyageDialog';
import { SailingNotified } from './SailingNotified';
import type { SailingNotificationKind } from '../../domain/notifications';
import './ticketingAdmin.css';
import { Permitted } from '../../app/Permitted';

type Open =
  | { kind: 'create' }
  | { kind: 'reschedule' | 'berths' | 'cancel' | 'audit'; voyage: StaffVoyage }
  /** afterwards: what the cancel or the new times told each order, and whether it went out */
  | { kind: 'notified'; voyage: StaffVoyage; notification: SailingNotificationKind; orderNos?: string[] }
  | null;

/**
 * The ticketing clerk's sailings: by route direction and departure days (from today on at first),
 * with rooms and berths held and left; a new sailing, new times, rooms or berths per cabin class, and cancelling
 * one (its unpaid orders cancelled, paid ones voided and refunded in full) after a reason.
 */
export default function VoyagesPage() {
  const intl = useIntl();
  const names = useTicketingNames();
  const { notifier } = useConsole();
  const [filters, setFilters] = useState({ routeCode: '', code: '', departFrom: todayInChina(), departTo: '', status: '' as VoyageStatus | '' });
  const [query, setQuery] = useState<StaffVoyageQuery>({ current: 1, size: DEFAULT_PAGE_SIZE, departFrom: todayInChina() });
  const [list, reload] = useConsoleLoaded((services, signal) => services.ticketingStaff.getStaffVoyagePage(query, { signal }), JSON.stringify(query));
  const [dialog, setDialog] = useState<Open>(null);
  const page = list.status === 'ready' ? list.data : null;
  const loading = list.status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = filters.code.trim().toUpperCase();
    setQuery({
      current: 1,
      size: query.size,
      ...(filters.routeCode ? { routeCode: filters.routeCode } : {}),
      ...(code ? { code } : {}),
      ...(filters.departFrom ? { departFrom: filters.departFrom } : {}),
      ...(filters.departTo ? { departTo: filters.departTo } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    });
  };
  const done = () => {
    setDialog(null);
    reload();
  };
  const cancelled = (voyage: StaffVoyage, answer: VoyageCancelAnswer) => {
    notifier.notify(
      intl.formatMessage(
        { id: 'admin.ticketing.voyages.cancelled' },
        {
          code: voyage.code,
          cancelled: answer.cancelledOrders.length,
          voided: answer.voidedOrders.length,
          // Every order cancelled or voided was told by mail and in the portal.
          notified: answer.cancelledOrders.length + answer.voidedOrders.length,
        },
      ),
      'success',
    );
    const reached = [...answer.cancelledOrders, ...answer.voidedOrders];
    setDialog(reached.length ? { kind: 'notified', voyage, notification: 'order.voided', orderNos: reached } : null);
    reload();
  };
  const rescheduled = (voyage: StaffVoyage) => {
    setDialog({ kind: 'notified', voyage, notification: 'order.rescheduled' });
    reload();
  };

  const departurePort = (v: StaffVoyage) => names.route(v.routeCode)?.departurePort ?? 'CNSHA';
  const arrivalPort = (v: StaffVoyage) => names.route(v.routeCode)?.arrivalPort ?? 'CNSHA';
  const routeOptions = [
    { value: '', label: intl.formatMessage({ id: 'admin.ticketing.anyRoute' }) },
    ...names.routes.map((r) => ({ value: r.code, label: names.routeName(r.code) })),
  ];
  const statusOptions = [
    { value: '', label: intl.formatMessage({ id: 'admin.ticketing.anyStatus' }) },
    ...VOYAGE_STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: `admin.ticketing.voyageStatus.${s}` }) })),
  ];

  return (
    <section className="admin-page ticketing-voyages" aria-labelledby="voyages-title" aria-busy={loading}>
      <div className="ticketing__head">
        <h1 id="voyages-title" className="admin-page__title">
          <FormattedMessage id="admin.ticketing.voyages.title" />
        </h1>
        <Permitted button="btn.staff.ticketing">
          <Button
            type="button"
            icon="pi pi-plus"
            label={intl.formatMessage({ id: 'admin.ticketing.voyages.create' })}
            onClick={() => setDialog({ kind: 'create' })}
            disabled={names.routes.length === 0}
          />
        </Permitted>
      </div>

      <form className="ticketing__filters" role="search" onSubmit={submit}>
        <label className="ticketing__filter" htmlFor="voyages-route">
          <FormattedMessage id="admin.ticketing.col.route" />
          <Dropdown
            inputId="voyages-route"
            value={filters.routeCode}
            options={routeOptions}
            placeholder={routeOptions[0]!.label}
            onChange={(e) => setFilters({ ...filters, routeCode: e.value as string })}
          />
        </label>
        <label className="ticketing__filter" htmlFor="voyages-code">
          <FormattedMessage id="admin.ticketing.col.code" />
          <InputText id="voyages-code" value={filters.code} maxLength={40} onChange={(e) => setFilters({ ...filters, code: e.target.value })} />
        </label>
        <label className="ticketing__filter" htmlFor="voyages-from">
          <FormattedMessage id="admin.ticketing.voyages.departFrom" />
          <InputText id="voyages-from" type="date" value={filters.departFrom} onChange={(e) => setFilters({ ...filters, departFrom: e.target.value })} />
        </label>
        <label className="ticketing__filter" htmlFor="voyages-to">
          <FormattedMessage id="admin.ticketing.voyages.departTo" />
          <InputText id="voyages-to" type="date" value={filters.departTo} onChange={(e) => setFilters({ ...filters, departTo: e.target.value })} />
        </label>
        <label className="ticketing__filter" htmlFor="voyages-status">
          <FormattedMessage id="admin.ticketing.col.status" />
          <Dropdown
            inputId="voyages-status"
            value={filters.status}
            options={statusOptions}
            placeholder={statusOptions[0]!.label}
            onChange={(e) => setFilters({ ...filters, status: e.value as VoyageStatus | '' })}
          />
        </label>
        <Button type="submit" icon="pi pi-search" label={intl.formatMessage({ id: 'admin.ticketing.search' })} disabled={loading} />
      </form>

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
          emptyMessage={<FormattedMessage id="admin.ticketing.voyages.empty" />}
          label={intl.formatMessage({ id: 'admin.ticketing.voyages.title' })}
          totalText={(total) => intl.formatMessage({ id: 'admin.ticketing.total' }, { total })}
        >
          <Column header={intl.formatMessage({ id: 'admin.ticketing.col.code' })} body={(v: StaffVoyage) => <span className="ticketing__no">{v.code}</span>} />
          <Column
            header={intl.formatMessage({ id: 'admin.ticketing.col.route' })}
            body={(v: StaffVoyage) => (
              <>
                <div className="ticketing__nowrap">{names.routeName(v.routeCode)}</div>
                <div className="ticketing__muted">{v.vessel}</div>
              </>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.ticketing.col.departure' })}
            body={(v: StaffVoyage) => <span className="ticketing__nowrap">{showPortTime(v.departureTime, departurePort(v))}</span>}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.ticketing.col.arrival' })}
            body={(v: StaffVoyage) => <span className="ticketing__nowrap">{showPortTime(v.arrivalTime, arrivalPort(v))}</span>}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.ticketing.col.berths' })}
            body={(v: StaffVoyage) => {
              // Rooms and berths are not added together: one line per unit the sailing sells.
              const units = [...new Set(v.inventory.map((row) => row.unit ?? 'room'))];
              const sum = (unit: SaleUnit, key: 'totalBerths' | 'remainingBerths' | 'soldBerths') =>
                v.inventory.filter((row) => (row.unit ?? 'room') === unit).reduce((n, row) => n + row[key], 0);
              return units.map((unit) => (
                <div key={unit} className="ticketing__nowrap">
                  {intl.formatMessage(
                    { id: 'admin.ticketing.voyages.berthsSummary' },
                    { held: sum(unit, 'soldBerths'), left: sum(unit, 'remainingBerths'), total: sum(unit, 'totalBerths'), unit },
                  )}
                </div>
              ));
            }}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.ticketing.col.status' })}
            body={(v: StaffVoyage) => (
              <span className={`ticketing__tag ticketing__tag--${v.status}`}>
                <FormattedMessage id={`admin.ticketing.voyageStatus.${v.status}`} />
              </span>
            )}
          />
          <Column
            header={intl.formatMessage({ id: 'admin.ticketing.col.actions' })}
            body={(v: StaffVoyage) => (
              <div className="ticketing__actions" role="group" aria-label={intl.formatMessage({ id: 'admin.ticketing.voyages.actionsOf' }, { code: v.code })}>
                {/* Icons with their names (read aloud and shown on hover) keep the rows one line high at 1280 px. */}
                <Button
                  type="button"
                  text
                  rounded
                  icon="pi pi-th-large"
                  aria-label={intl.formatMessage({ id: 'admin.ticketing.voyages.berths' })}
                  tooltip={intl.formatMessage({ id: 'admin.ticketing.voyages.berths' })}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => setDialog({ kind: 'berths', voyage: v })}
                />
                <Button
                  type="button"
                  text
                  rounded
                  icon="pi pi-history"
                  aria-label={intl.formatMessage({ id: 'admin.ticketing.voyages.audit' })}
                  tooltip={intl.formatMessage({ id: 'admin.ticketing.voyages.audit' })}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => setDialog({ kind: 'audit', voyage: v })}
                />
                {v.status === 'SCHEDULED' && (
                  <Permitted button="btn.staff.ticketing">
                    <Button
                      type="button"
                      text
                      rounded
                      icon="pi pi-clock"
                      aria-label={intl.formatMessage({ id: 'admin.ticketing.voyages.reschedule' })}
                      tooltip={intl.formatMessage({ id: 'admin.ticketing.voyages.reschedule' })}
                      tooltipOptions={{ position: 'top' }}
                      onClick={() => setDialog({ kind: 'reschedule', voyage: v })}
                    />
                    <Button
                      type="button"
                      text
                      rounded
                      severity="danger"
                      icon="pi pi-times-circle"
                      aria-label={intl.formatMessage({ id: 'admin.ticketing.voyages.cancel' })}
                      tooltip={intl.formatMessage({ id: 'admin.ticketing.voyages.cancel' })}
                      tooltipOptions={{ position: 'top' }}
                      onClick={() => setDialog({ kind: 'cancel', voyage: v })}
                    />
                  </Permitted>
                )}
              </div>
            )}
          />
        </PagedTable>
      )}

      {dialog?.kind === 'create' && <VoyageDialog names={names} onDone={done} onHide={() => setDialog(null)} />}
      {dialog?.kind === 'reschedule' && (
        <VoyageDialog names={names} voyage={dialog.voyage} onDone={() => rescheduled(dialog.voyage)} onHide={() => setDialog(null)} />
      )}
      {dialog?.kind === 'notified' && (
        <SailingNotified voyage={dialog.voyage} kind={dialog.notification} orderNos={dialog.orderNos} onHide={() => setDialog(null)} />
      )}
      {dialog?.kind === 'berths' && <InventoryDialog names={names} voyage={dialog.voyage} onChanged={reload} onHide={() => setDialog(null)} />}
      {dialog?.kind === 'audit' && (
        <Dialog
          visible
          modal
          draggable={false}
          className="ticketing-dialog ticketing-dialog--wide"
          header={intl.formatMessage({ id: 'admin.ticketing.voyages.auditTitle' }, { code: dialog.voyage.code })}
          onHide={() => setDialog(null)}
        >
          <AuditTrail recordType="voyage" recordId={dialog.voyage.uuid} />
        </Dialog>
      )}
      {dialog?.kind === 'cancel' && (
        <CancelVoyage
          voyage={dialog.voyage}
          onDone={(answer) => cancelled(dialog.voyage, answer)}
          // the confirmation closes itself after its answer: the list of who was told stays open
          onHide={() => setDialog((open) => (open?.kind === 'cancel' ? null : open))}
        />
      )}
    </section>
  );
}

/** Cancelling a sailing after a reason, with who it reaches; the button waits for the list, but a list that fails never blocks it. */
function CancelVoyage({ voyage, onDone, onHide }: { voyage: StaffVoyage; onDone(answer: VoyageCancelAnswer): void; onHide(): void }) {
  const intl = useIntl();
  const { ticketingStaff } = useConsoleServices();
  const [affected, retry] = useAffectedOrders(voyage.uuid);
  return (
    <ConfirmReason
      visible
      danger
      header={intl.formatMessage({ id: 'admin.ticketing.voyages.cancelTitle' }, { code: voyage.code })}
      message={
        <>
          {intl.formatMessage(
            { id: 'admin.ticketing.voyages.cancelAsk' },
            { code: voyage.code, held: voyage.inventory.reduce((n, row) => n + row.soldBerths, 0) },
          )}
          <AffectedOrders affected={affected} onRetry={retry} action="cancel" />
        </>
      }
      confirmLabel={intl.formatMessage({ id: 'admin.ticketing.voyages.cancel' })}
      confirmDisabled={affected.status === 'loading'}
      onConfirm={(reason) => ticketingStaff.cancelVoyage(voyage.uuid, reason)}
      onDone={onDone}
      onHide={onHide}
    />
  );
}
