import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../domain/envelope';
import type { RailCommission } from '../../domain/shipping/railCommissions';
import { commissionsMachine } from '../commissions.machine';
import type { PathModel } from './pathModel';

const never = <T,>() => new Promise<T>(() => {});
const machine = commissionsMachine.provide({
  actors: {
    loadPage: fromPromise(() => never<Page<RailCommission>>()),
    cancelCommission: fromPromise(() => never<RailCommission>()),
  },
});

const A = { uuid: 'a', commissionNo: 'RC26000001', status: 'SUBMITTED' } as RailCommission;
const pageOf = (current: number): Page<RailCommission> => ({ records: [A], total: 11, current, size: 10, pages: 2 });

/** Gestures in every state and the calls' answers while each call runs. */
function eventsIn(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const events: EventObject[] = [
    { type: 'list.retry' },
    { type: 'page.change', current: 2, size: 10 } as EventObject,
    { type: 'filter.apply', filter: { status: 'SUBMITTED', bookingNo: ' bk26 ' } } as EventObject,
    { type: 'commission.view', commission: A } as EventObject,
    { type: 'details.close' },
    { type: 'commission.cancel', commission: A } as EventObject,
    { type: 'cancel.confirm' },
    { type: 'cancel.dismiss' },
  ];
  if (snapshot.matches('loading')) {
    events.push({ type: 'xstate.done.actor.loadPage', output: pageOf(snapshot.context.current) } as EventObject, { type: 'xstate.error.actor.loadPage', error: 'offline' } as EventObject);
  }
  if (snapshot.matches('cancelling')) {
    events.push({ type: 'xstate.done.actor.cancelCommission', output: { ...A, status: 'CANCELLED' } } as EventObject, { type: 'xstate.error.actor.cancelCommission', error: 'refused' } as EventObject);
  }
  return events;
}

export const commissionsModel: PathModel<typeof machine> = {
  name: 'commissions',
  machine,
  walks: [{ name: 'my rail commissions', events: eventsIn }],
};
