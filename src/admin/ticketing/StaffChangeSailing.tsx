import { useActorRef } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Permitted } from '../../app/Permitted';
import { useLatest } from '../../app/useLatest';
import type { OrderView } from '../../domain/ticketing/order';
import { orderChangeDialogActors } from '../../machines/orderChangeDialog.actors';
import { orderChangeDialogMachine } from '../../machines/orderChangeDialog.machine';
import { ChangeSailingButtons } from '../../views/orders/ChangeSailingButtons';
import { ChangeSailingDialog } from '../../views/orders/ChangeSailingDialog';
import { useConsole } from '../ConsoleContext';
import { useConsoleServices } from '../consoleServices';

/**
 * The clerk changes a passenger's sailing (issue 25) with the passenger's own dialog and chart:
 * only the quote and the change go through the clerk's calls (STAFF_ORDER_CHANGE_PATHS, audited);
 * the day's sailings are the public list. The page reloads the order (legs, tickets, history).
 */
export function StaffChangeSailing({ order, onChanged }: { order: OrderView; onChanged(): void }) {
  const intl = useIntl();
  const { notifier } = useConsole();
  const { ticketingStaff } = useConsoleServices();
  const latest = useLatest({ intl, onChanged, orderNo: order.orderNo });
  const dialog = useActorRef(
    orderChangeDialogMachine.provide({
      actors: orderChangeDialogActors({
        sailings: (route, day, currency, options) => ticketingStaff.sailingsOfDay(route, day, currency, options),
        quote: (request, options) => ticketingStaff.quoteStaffOrderChange(request, options),
        change: (body) => ticketingStaff.changeStaffOrderSailing(body),
      }),
      actions: {
        changed: () => {
          notifier.notify(
            latest.current.intl.formatMessage({ id: 'admin.ticketing.order.changeSailing.done' }, { orderNo: latest.current.orderNo }),
            'success',
          );
          latest.current.onChanged();
        },
      },
    }),
  );
  return (
    <Permitted button="btn.staff.ticketing">
      <div className="ticketing-order__actions" role="group" aria-label={intl.formatMessage({ id: 'admin.ticketing.order.changeSailing.title' })}>
        <ChangeSailingButtons order={order} dialog={dialog} now={new Date().toISOString()} />
      </div>
      <ChangeSailingDialog dialog={dialog} />
    </Permitted>
  );
}
