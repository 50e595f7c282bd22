import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ValidationError } from 'yup';
import type { StaffInventory, StaffVoyage } from '../../domain/staff/ticketing';
import { useConsole } from '../ConsoleContext';
import { useConsoleServices } from '../consoleServices';
import { useConsoleWrite } from '../common/useConsoleWrite';
import { serverFields } from '../shipping/containerForms';
import { useFormText } from './formText';
import { inventorySchema } from './ticketingForms';
import type { TicketingNames } from './useTicketingNames';
import { Permitted } from '../../app/Permitted';

/**
 * Rooms or berths (what each class sells) per cabin class of one sailing: held (by unpaid, paid and refund-pending orders), left,
 * and the total, which the clerk raises or lowers; never below the held ones (said here, and
 * refused by the server whatever was sold meanwhile).
 */
export function InventoryDialog({
  names,
  voyage,
  onChanged,
  onHide,
}: {
  names: TicketingNames;
  voyage: StaffVoyage;
  onChanged(next: StaffVoyage): void;
  onHide(): void;
}) {
  const intl = useIntl();
  const [shown, setShown] = useState(voyage);
  const editable = shown.status === 'SCHEDULED';
  return (
    <Dialog
      visible
      modal
      draggable={false}
      resizable={false}
      className="ticketing-dialog ticketing-dialog--wide"
      header={intl.formatMessage({ id: 'admin.ticketing.inventory.title' }, { code: voyage.code })}
      onHide={onHide}
    >
      <table className="ticketing-table">
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin.ticketing.inventory.cabin" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.ticketing.inventory.held" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.ticketing.inventory.left" />
            </th>
            <th scope="col">
              <FormattedMessage id="admin.ticketing.inventory.total" />
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.inventory.map((row) => (
            <InventoryRow
              key={row.cabinClass}
              names={names}
              voyage={shown}
              row={row}
              editable={editable}
              onSaved={(next) => {
                setShown(next);
                onChanged(next);
              }}
            />
          ))}
        </tbody>
      </table>
      {!editable && (
        <p className="ticketing__muted">
          <FormattedMessage id="admin.ticketing.inventory.cancelled" />
        </p>
      )}
    </Dialog>
  );
}

function InventoryRow({
  names,
  voyage,
  row,
  editable,
  onSaved,
}: {
  names: TicketingNames;
  voyage: StaffVoyage;
  row: StaffInventory;
  editable: boolean;
  onSaved(next: StaffVoyage): void;
}) {
  const intl = useIntl();
  const text = useFormText();
  const { notifier } = useConsole();
  const [value, setValue] = useState(String(row.totalBerths));
  const [error, setError] = useState<string>();
  const id = `inv-${row.cabinClass}`;
  const cabin = names.cabinName(row.cabinClass);
  const unit = row.unit ?? 'room';
  const { ticketingStaff } = useConsoleServices();
  const { send, busy } = useConsoleWrite(ticketingStaff.setInventory, {
    succeeded: (next, body) => {
      notifier.notify(intl.formatMessage({ id: 'admin.ticketing.inventory.saved' }, { cabin, total: body.totalBerths, unit }), 'success');
      onSaved(next);
      setError(undefined);
    },
    failed: (failed) => {
      const [field] = serverFields(failed);
      if (field) setError(field[1]);
    },
  });

  const save = () => {
    let totalBerths: number;
    try {
      totalBerths = inventorySchema.validateSync({ totalBerths: value.trim() }).totalBerths;
    } catch (invalid) {
      return setError(invalid instanceof ValidationError ? invalid.message : String(invalid));
    }
    if (totalBerths < row.soldBerths) return setError(intl.formatMessage({ id: 'admin.ticketing.inventory.belowHeld' }, { held: row.soldBerths, unit }));
    send({ uuid: voyage.uuid, cabinClass: row.cabinClass, totalBerths });
  };

  return (
    <tr>
      <th scope="row">
        {cabin}
        {/* the counts of a room class are rooms, of a berth class berths */}
        <small className="ticketing__unit">
          {' '}
          {intl.formatMessage({ id: unit === 'berth' ? 'admin.ticketing.inventory.unit.berth' : 'admin.ticketing.inventory.unit.room' })}
        </small>
      </th>
      <td>{row.soldBerths}</td>
      <td>{row.remainingBerths}</td>
      <td>
        <div className="ticketing-inline">
          <InputText
            id={id}
            aria-label={intl.formatMessage({ id: 'admin.ticketing.inventory.totalOf' }, { cabin, unit })}
            inputMode="numeric"
            value={value}
            disabled={!editable || busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError(undefined);
            }}
            onKeyDown={(e) => e.key === 'Enter' && save()}
          />
          {editable && (
            <Permitted button="btn.staff.ticketing">
              <Button
                type="button"
                label={intl.formatMessage({ id: 'admin.ticketing.save' })}
                loading={busy}
                disabled={value.trim() === String(row.totalBerths)}
                onClick={save}
              />
            </Permitted>
          )}
        </div>
        {error && (
          <small id={`${id}-error`} className="admin-error" role="alert">
            {text(error)}
          </small>
        )}
      </td>
    </tr>
  );
}
