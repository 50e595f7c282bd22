import { expect } from 'vitest';
import { fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { Page } from '../../src/domain/envelope';
import type { RailCommission } from '../../src/domain/shipping/railCommissions';
import { commissionsMachine } from '../../src/machines/commissions.machine';
import type { PathModel } from './pathModel';

const never = <T>() => new Promise<T>(() => {});
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
    events.push(
      { type: 'xstate.done.actor.loadPage', output: pageOf(snapshot.context.current) } as EventObject,
      { type: 'xstate.error.actor.loadPage', error: 'offline' } as EventObject,
    );
  }
  if (snapshot.matches('cancelling')) {
    events.push(
      { type: 'xstate.done.actor.cancelCommission', output: { ...A, status: 'CANCELLED' } } as EventObject,
      { type: 'xstate.error.actor.cancelCommission', error: 'refused' } as EventObject,
    );
  }
  return events;
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: 'refused' }) as EventObject;
/** The second page shown, with its one commission. */
const ON_SECOND_PAGE: EventObject[] = [done('loadPage', pageOf(1)), { type: 'page.change', current: 2, size: 10 } as EventObject, done('loadPage', pageOf(2))];
/** The details, the confirmation and the call are about one commission of the page shown. */
const aShownOne = ({ context: { page, selected } }: SnapshotFrom<typeof machine>) => expect(page?.records.map((c) => c.uuid)).toContain(selected?.uuid);

export const commissionsModel: PathModel<typeof machine> = {
  name: 'commissions',
  machine,
  walks: [{ name: 'my rail commissions', events: eventsIn }],
  invariants: {
    // The list asked for: no commission singled out, the booking number searched trimmed.
    'commissions.loading': ({ context }) => {
      expect(context.current).toBeGreaterThanOrEqual(1);
      expect(context.selected).toBeNull();
      expect(context.filter.bookingNo).toBe(context.filter.bookingNo.trim());
    },
    'commissions.loadFailed': ({ context }) => expect(context.selected).toBeNull(),
    // The page shown is the page asked for, with nothing singled out.
    'commissions.ready': ({ context }) => {
      expect(context.page?.current).toBe(context.current);
      expect(context.selected).toBeNull();
    },
    'commissions.viewing': aShownOne,
    'commissions.confirmingCancel': aShownOne,
    'commissions.cancelling': aShownOne,
  },
  golden: [
    {
      name: 'a search from the second page: the booking number trimmed, shown from its first page',
      events: [...ON_SECOND_PAGE, { type: 'filter.apply', filter: { status: 'SUBMITTED', bookingNo: '  bk26 ' } } as EventObject],
      ends: { value: 'loading', context: { current: 1, filter: { status: 'SUBMITTED', bookingNo: 'bk26' } } },
    },
    {
      name: 'a cancel refused (decided meanwhile): the same page is asked again, nothing selected',
      events: [...ON_SECOND_PAGE, { type: 'commission.cancel', commission: A } as EventObject, { type: 'cancel.confirm' }, error('cancelCommission')],
      ends: { value: 'loading', context: { current: 2, selected: null } },
    },
    {
      name: 'a cancel asked from the details, then dismissed: back to the list, nothing selected',
      events: [
        done('loadPage', pageOf(1)),
        { type: 'commission.view', commission: A } as EventObject,
        { type: 'commission.cancel', commission: A } as EventObject,
        { type: 'cancel.dismiss' },
      ],
      ends: { value: 'ready', context: { current: 1, selected: null } },
    },
    {
      name: 'a failed list searched again: the search is asked for from its first page',
      events: [...ON_SECOND_PAGE.slice(0, 2), error('loadPage'), { type: 'filter.apply', filter: { status: '', bookingNo: 'BK9 ' } } as EventObject],
      ends: { value: 'loading', context: { current: 1, filter: { status: '', bookingNo: 'BK9' } } },
    },
  ],
};
