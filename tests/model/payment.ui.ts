import type { EventObject, SnapshotFrom } from 'xstate';
import type { PaymentOptions } from '../../src/domain/payments';
import { paymentWalkMachine } from './payment.model';
import type { UiPathModel } from './uiModel';

/** The server answers in the UI: the model's actors never do, the walks send their answers. */
const machine = paymentWalkMachine;

const NOW = Date.parse('2030-01-01T00:00:00Z');
const ROUTE = { orderUuid: 'demo-order', from: 'CNSHA', to: 'JPOSA', orderType: 'ONE_WAY' as const };
/** A demo order in yuan, just created: WeChat and bank transfer, thirty minutes to pay. */
const OPTIONS: PaymentOptions = {
  orderUuid: 'demo-order',
  orderNo: 'TS0001',
  currency: 'RMB',
  amount: 1620,
  methods: ['WECHAT_QR', 'BANK_TRANSFER'],
  paymentDeadline: new Date(NOW + 30 * 60_000).toISOString(),
  offlineClaimed: false,
  bankTransfer: { country: 'CN', bankName: '', branchName: '', accountNumber: '', holderName: '', reference: 'TS0001', demo: false },
} as PaymentOptions;

/** The delayed event that starts the next status poll, as the chart names it. */
export const POLL_EVENT = machine.getStateNodeById('payment.paying.polling.waiting').after[0]!.eventType;

const e = (event: EventObject & Record<string, unknown>) => event;
const loaded = (status: string, options: PaymentOptions | null) =>
  e({ type: 'xstate.done.actor.loadPayment', output: { status, options, route: ROUTE, now: NOW } });
const polled = (status: string) =>
  e({ type: 'xstate.done.actor.queryStatus', output: { uuid: 'demo-order', status, stateValue: status, paymentDeadline: null } });

/** Paying an order that waits: the QR comes, the tabs, the bank-transfer claim, and the polls that see it paid or cancelled. */
function whilePaying(snapshot: SnapshotFrom<typeof machine>): EventObject[] {
  if (snapshot.matches('loading')) return [loaded('DUE_PAY', OPTIONS)];
  if (!snapshot.matches('paying')) return [];
  // The QR image arrives before anything else the user does (the walk stays small).
  if (snapshot.matches({ paying: { qr: { active: 'loading' } } })) return [e({ type: 'qr.loaded', url: 'blob:demo-qr' })];
  const events: EventObject[] = [];
  if (snapshot.matches({ paying: { offline: 'confirming' } })) return [e({ type: 'offline.cancel' }), e({ type: 'offline.confirm' })];
  if (snapshot.matches({ paying: { offline: 'marking' } })) return [e({ type: 'xstate.done.actor.markOffline', output: null })];
  if (snapshot.matches({ paying: { tab: 'wechat' } })) events.push(e({ type: 'tab.choose', method: 'BANK_TRANSFER' }));
  if (snapshot.matches({ paying: { tab: 'bankTransfer' } }) && !snapshot.context.options?.offlineClaimed) {
    events.push(e({ type: 'tab.choose', method: 'WECHAT_QR' }));
    if (snapshot.matches({ paying: { offline: 'idle' } })) events.push(e({ type: 'offline.claim' }));
  }
  if (snapshot.matches({ paying: { polling: 'waiting' } })) events.push(e({ type: POLL_EVENT }));
  if (snapshot.matches({ paying: { polling: 'checking' } })) {
    // Cancelling or paying is done elsewhere (the orders screen, the payer's phone): the poll sees it.
    events.push(polled('PAID'));
    if (!snapshot.context.options?.offlineClaimed) events.push(polled('CANCEL'));
  }
  return events;
}

const opened = (status: string, options: PaymentOptions | null) => (snapshot: SnapshotFrom<typeof machine>) =>
  snapshot.matches('loading') ? [loaded(status, options)] : [];

/** The Payment screen of one order, opened in each state the order can be in. */
export const paymentUiModel: UiPathModel<typeof machine> = {
  name: 'payment',
  machine,
  walks: [
    { name: 'an order waiting for payment', input: { orderUuid: 'demo-order' }, events: whilePaying },
    {
      // Opened again after the claim: the window stays stopped until staff decide.
      name: 'an order with a bank transfer claimed',
      input: { orderUuid: 'demo-order' },
      events: opened('DUE_PAY', { ...OPTIONS, offlineClaimed: true, paymentDeadline: null }),
    },
    { name: 'a cancelled order', input: { orderUuid: 'demo-order' }, events: opened('CANCEL', null) },
    { name: 'a draft', input: { orderUuid: 'demo-order' }, events: opened('DRAFT', null) },
    {
      name: 'no such order',
      input: { orderUuid: 'demo-order' },
      events: (snapshot) => (snapshot.matches('loading') ? [e({ type: 'xstate.error.actor.loadPayment', error: { code: 10404 } })] : []),
    },
  ],
  unreachableTransitions: {
    'payment.cancelled --payment.buyAgain--> (stay) [hasRoute]':
      "Buy again on a cancelled order leaves the chart for the ticketing search (the ticketing model's repeat walk takes it from the orders list)",
    'payment.expired --payment.buyAgain--> (stay) [hasRoute]':
      'reached from payment.expired, which only the payment window running out reaches (expiry.spec.ts)',
    'payment.expired --xstate.done.actor.lastCheck--> payment.paid [{"type":"isPaidAnswer"}]':
      'a payment arriving in the last moment of the window: expiry only (expiry.spec.ts)',
    'payment.expired --xstate.error.actor.lastCheck--> (stay)': 'expiry, then a failed call: unit paths only',
    'payment.loadFailed --payment.retry--> payment.loading':
      'its Retry shows only after a failed call: only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'payment.loading --xstate.done.actor.loadPayment--> payment.paid [{"type":"isPaidAnswer"}]':
      'the payment page opened for an order already paid (payment.spec.ts opens it); the walks open unpaid orders',
    'payment.loading --xstate.error.actor.loadPayment--> payment.loadFailed':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'payment.paying.countdown.checking --always--> payment.expired [isWindowOver]':
      'the payment window (30 minutes here) running out; expiry.spec.ts runs it on a one-minute server',
    'payment.paying.countdown.reading --xstate.error.actor.readClock--> payment.paying.countdown.waiting':
      "the server's clock unreadable: only a failed call reaches it (the server is up in the UI runs); the unit paths take it",
    'payment.paying.countdown.stopped --always--> payment.paying.countdown.reading [not(isWindowStopped)]':
      'a claim withdrawn while the page is open (the clerk rejects the transfer): the walks do not act as the clerk here; payment-lifecycle.spec.ts does',
    'payment.paying.offline.claimed --always--> payment.paying.offline.idle [not(isOfflineClaimed)]':
      'the clerk rejecting a transfer claim while the page is open: payment-lifecycle.spec.ts',
    'payment.paying.offline.marking --xstate.error.actor.markOffline--> payment.paying.offline.idle':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'payment.paying.polling.checking --xstate.error.actor.queryStatus--> payment.paying.polling.waiting':
      'only a failed call reaches it (the server is up in the UI runs); the unit paths take it',
    'payment.paying.qr.active --qr.failed--> payment.paying.qr.failed': 'only a failed QR image call reaches it',
    'payment.paying.qr.failed --always--> payment.paying.qr.none [not(offersWechat)]':
      'reached from payment.paying.qr.failed, which only a failed QR call reaches',
    'payment.paying.qr.failed --qr.retry--> payment.paying.qr.active': 'its Retry shows only after a failed QR call',
    'payment.paying.qr.none --always--> payment.paying.qr.active [offersWechat]': 'WeChat offered again while the page is open: the offer is fixed per order',
    'payment.paying.tab.wechat --always--> payment.paying.tab.bankTransfer [not(offersWechat)]':
      'WeChat withdrawn while its tab is open: the offer is fixed per order',
  },
  unreachable: {
    'payment.loadFailed': 'only a failed call for the order reaches it (the server is up in the UI runs)',
    'payment.expired': 'the payment window (30 minutes here) running out; tests/e2e/expiry.spec.ts runs it on a one-minute server',
    'payment.paying.qr.failed': 'only a failed QR image call reaches it',
  },
};
