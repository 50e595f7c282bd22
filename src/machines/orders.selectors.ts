import type { SnapshotFrom } from 'xstate';
import type { ordersMachine } from './orders.machine';
import type { ordersMoveMachine } from './ordersMove.machine';

/** What the orders screens read from their charts, one value per selector. */
type List = SnapshotFrom<typeof ordersMachine>;
type Move = SnapshotFrom<typeof ordersMoveMachine>;

export const selectPage = (snapshot: List) => snapshot.context.page;
export const selectCurrent = (snapshot: List) => snapshot.context.current;
export const selectSize = (snapshot: List) => snapshot.context.size;
export const selectFilters = (snapshot: List) => snapshot.context.filters;
export const selectIsListLoading = (snapshot: List) => snapshot.matches('loading');
export const selectListFailed = (snapshot: List) => snapshot.matches('loadFailed');

export const selectPending = (snapshot: Move) => snapshot.context.pending;
export const selectConfirming = (snapshot: Move) => (snapshot.matches('confirming') ? (snapshot.context.pending?.move ?? null) : null);
export const selectIsMoving = (snapshot: Move) => snapshot.matches('moving');
/** a move may be asked for: none is being confirmed or sent */
export const selectCanAsk = (snapshot: Move) => snapshot.matches('idle');
