import type { EventObject, SnapshotFrom } from 'xstate';
import { orderMachine } from '../../src/machines/order.machine';
import type { UiPathModel } from './uiModel';

/** The chart is the server's (it decides every move of a stored order): no actor runs in the browser. */
const machine = orderMachine;

/**
 * The sailing's first departure and the moment the user asks for a refund, as the page model
 * finds them: a demo sailing at least two days ahead, so the refund cut-off (24 hours before
 * departure) is still ahead when the user applies. Only their distance matters to the chart.
 */
export const UI_DEPARTURE = '2030-01-10T03:00:00.000Z';
const UI_NOW = '2030-01-08T03:00:00.000Z';

const e = (event: EventObject & Record<string, unknown>) => event;
/** `by` says who makes the move on which screen; the chart reads only the type. */
const paidByWechat = e({ type: 'order.paid', by: 'wechat' });
const paidByStaff = e({ type: 'order.paid', by: 'staff' });
const applyRefund = e({ type: 'order.applyRefund', departureTime: UI_DEPARTURE, now: UI_NOW });

/** One of the passenger's orders on a demo sailing: saved, submitted, paid or claimed, cancelled, refunded; the clerk's decisions. */
function onDemoSailing(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  if (snapshot.matches('DRAFT')) return [e({ type: 'order.saveDraft' }), e({ type: 'order.submit' })];
  if (snapshot.matches({ DUE_PAY: 'awaitingPayment' })) return [e({ type: 'order.cancel' }), paidByWechat, e({ type: 'order.claimOffline' })];
  if (snapshot.matches({ DUE_PAY: 'offlineClaimed' })) return [e({ type: 'order.rejectOffline' }), paidByStaff];
  if (snapshot.matches('PAID')) return [applyRefund];
  if (snapshot.matches('BEING_REFUNDED')) return [e({ type: 'order.approveRefund' }), e({ type: 'order.rejectRefund' })];
  return [];
}

/**
 * An order on a sailing of its own that the clerk then cancels (the operator's only way to
 * abolish): unpaid, paid, or waiting for its refund. Cancelling a demo sailing would void
 * the other journeys' orders, so the page model creates one per path.
 */
function onCancelledSailing(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  const abolish = e({ type: 'order.abolish' });
  if (snapshot.matches('DRAFT')) return [e({ type: 'order.submit' })];
  if (snapshot.matches({ DUE_PAY: 'awaitingPayment' })) return [abolish, paidByWechat];
  if (snapshot.matches('PAID')) return [abolish, applyRefund];
  if (snapshot.matches('BEING_REFUNDED')) return [abolish];
  return [];
}

/**
 * The order lifecycle as the passenger (order form, Payment screen and WeChat sandbox, orders
 * and order details) and the ticketing clerk (the console's order page and sailings) drive it.
 * The chart runs on the server: the page model reads each state from the order details.
 */
export const orderUiModel: UiPathModel<typeof machine> = {
  name: 'order',
  machine,
  walks: [
    { name: 'an order on a demo sailing', events: onDemoSailing },
    { name: 'an order on a sailing the clerk cancels', events: onCancelledSailing },
  ],
  // Each move from each state is its own path: the same event is another gesture there (paid:
  // the WeChat sandbox while waiting, the clerk's confirmation once a transfer is claimed).
  pathPer: 'edge',
  unreachable: {},
  unreachableTransitions: {
    'order.DUE_PAY.awaitingPayment --order.expire--> order.CANCEL [isPaymentWindowOver]':
      'the payment window (30 minutes here) running out, no gesture; tests/e2e/expiry.spec.ts runs it on a one-minute server',
    'order.PAID --order.paid--> (stay)':
      'a repeated payment confirmation: the sandbox notifies once and the console offers no confirmation for a paid order (the server tests repeat it)',
  },
};
