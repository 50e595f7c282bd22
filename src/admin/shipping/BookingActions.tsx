import { Button } from 'primereact/button';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BookingView } from '../../domain/shipping/types';
import { ConfirmReason } from '../common/ConfirmReason';
import { useConsole } from '../ConsoleContext';
import type { BookingMove } from '../../domain/staff/shipping';
import { useConsoleServices } from '../consoleServices';
import { movesOf } from './bookingMoves';
import { Permitted } from '../../app/Permitted';

const ICON: Record<BookingMove, string> = { confirm: 'pi pi-check', shutout: 'pi pi-ban', issueBl: 'pi pi-file', telexRelease: 'pi pi-send' };

/**
 * The moves the booking's state allows, each confirmed first: shutting out needs the reason the
 * enterprise is told; the others are a plain confirmation. `onMoved` reloads the booking.
 */
export function BookingActions({ booking, onMoved }: { booking: BookingView; onMoved(): void }) {
  const intl = useIntl();
  const { notifier } = useConsole();
  const [asking, setAsking] = useState<BookingMove | null>(null);
  const { shippingStaff } = useConsoleServices();
  const moves = movesOf(booking);
  if (moves.length === 0) return null;

  const moved = (move: BookingMove) => {
    notifier.notify(intl.formatMessage({ id: `admin.shipping.move.${move}.done` }, { bookingNo: booking.bookingNo }), 'success');
    onMoved();
  };

  return (
    <div className="staff-booking__actions" role="group" aria-label={intl.formatMessage({ id: 'admin.shipping.actions' })}>
      <Permitted button="btn.staff.shipping">
        {moves.map((move) => (
          <Button
            key={move}
            type="button"
            icon={ICON[move]}
            severity={move === 'shutout' ? 'danger' : undefined}
            outlined={move === 'shutout'}
            label={intl.formatMessage({ id: `admin.shipping.move.${move}` })}
            onClick={() => setAsking(move)}
          />
        ))}
      </Permitted>
      {asking && (
        <ConfirmReason
          visible
          header={intl.formatMessage({ id: `admin.shipping.move.${asking}` })}
          message={intl.formatMessage({ id: `admin.shipping.move.${asking}.ask` }, { bookingNo: booking.bookingNo })}
          confirmLabel={intl.formatMessage({ id: `admin.shipping.move.${asking}` })}
          danger={asking === 'shutout'}
          reason={asking === 'shutout' ? 'required' : 'none'}
          onConfirm={(reason) => shippingStaff.moveBooking(asking, booking.uuid, reason || undefined)}
          onDone={() => moved(asking)}
          onHide={() => setAsking(null)}
        />
      )}
    </div>
  );
}
