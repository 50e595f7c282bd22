import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../../domain/format';
import type { RailCommission } from '../../../domain/shipping/railCommissions';
import type { MessageId } from '../../../i18n/catalogues';
import { commissionCan } from '../../../machines/railCommission.machine';
import { CommissionStatusTag } from './CommissionStatusTag';

export const containersText = (c: RailCommission) => c.containers.map((l) => `${l.quantity}×${l.containerType}`).join(', ');

function Fact({ label, children }: { label: MessageId; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/** One commission as the enterprise placed it, and the clerk's decision. */
export function CommissionDetails({
  commission,
  onClose,
  onCancel,
}: {
  commission: RailCommission | null;
  onClose(): void;
  onCancel(c: RailCommission): void;
}) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'commissions.details.none' });
  const footer = commission && (
    <div className="form-actions">
      {commissionCan(commission.status, 'commission.cancel') && (
        <Button
          type="button"
          outlined
          severity="danger"
          icon="pi pi-times"
          label={intl.formatMessage({ id: 'commissions.cancel' })}
          onClick={() => onCancel(commission)}
        />
      )}
      <Button type="button" label={intl.formatMessage({ id: 'commissions.details.close' })} onClick={onClose} autoFocus />
    </div>
  );
  return (
    <Dialog
      header={commission ? intl.formatMessage({ id: 'commissions.details.title' }, { commissionNo: commission.commissionNo }) : ''}
      visible={commission !== null}
      onHide={onClose}
      footer={footer}
      style={{ width: 'min(720px, 96vw)' }}
      draggable={false}
      blockScroll
    >
      {commission && (
        <dl className="commissions-details">
          <Fact label="commissions.col.status">
            <CommissionStatusTag status={commission.status} />
          </Fact>
          <Fact label="entrust.field.bookingNo">
            {commission.bookingNo} · <FormattedMessage id={`bookings.status.${commission.bookingStatus}`} />
          </Fact>
          <Fact label="entrust.field.originStation">{commission.originStation}</Fact>
          <Fact label="entrust.field.destinationStation">{commission.destinationStation}</Fact>
          <Fact label="entrust.field.loadingAddressUuid">{commission.loadingAddressName || none}</Fact>
          <Fact label="entrust.field.readyDate">{commission.readyDate}</Fact>
          <Fact label="entrust.field.containers">{containersText(commission)}</Fact>
          <Fact label="entrust.field.cargoDescription">{commission.cargoDescription}</Fact>
          <Fact label="entrust.field.contactName">{commission.contactName}</Fact>
          <Fact label="entrust.field.contactPhone">{commission.contactPhone}</Fact>
          <Fact label="entrust.field.remarks">{commission.remarks || none}</Fact>
          <Fact label="commissions.details.createdAt">{formatDateTime(commission.createdAt)}</Fact>
          {commission.decidedAt && <Fact label="commissions.details.decidedAt">{formatDateTime(commission.decidedAt)}</Fact>}
          {commission.status === 'REJECTED' && <Fact label="commissions.details.reason">{commission.reason}</Fact>}
        </dl>
      )}
    </Dialog>
  );
}
