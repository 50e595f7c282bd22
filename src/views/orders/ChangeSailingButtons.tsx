import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';
import type { OrderView } from '../../domain/ticketing/order';
import { canChangeLeg } from '../../machines/orderChangeDialog.machine';
import type { OrderChangeDialogRef } from './ChangeSailingDialog';

interface Props {
  order: OrderView;
  dialog: OrderChangeDialogRef;
  /** ISO instant the buttons are judged at (the change cut-off) */
  now: string;
}

/** "Change sailing" per leg before its cut-off: one button on a one-way order, one per leg on a round trip. */
export function ChangeSailingButtons({ order, dialog, now }: Props) {
  const intl = useIntl();
  const legs = [...order.legs].sort((a, b) => a.legIndex - b.legIndex).filter((leg) => canChangeLeg(order, leg.legIndex, now));
  if (legs.length === 0) return null;
  const roundTrip = order.orderType === 'ROUND_TRIP';
  return (
    <div className="orders-actions change-sailing__actions">
      {legs.map((leg) => (
        <Button
          key={leg.legIndex}
          type="button"
          size="small"
          outlined
          severity="secondary"
          icon="pi pi-calendar"
          label={intl.formatMessage({ id: !roundTrip ? 'orders.change.action' : leg.legIndex === 0 ? 'orders.change.action.0' : 'orders.change.action.1' })}
          onClick={() => dialog.send({ type: 'change.open', order, legIndex: leg.legIndex, now: new Date().toISOString() })}
        />
      ))}
    </div>
  );
}
