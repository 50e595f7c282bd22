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
  unreachable: {
    'payment.loadFailed': 'only a failed call for the order reaches it (the server is up in the UI runs)',
    'payment.expired': 'the payment window (30 minutes here) running out; tests/e2e/expiry.spec.ts runs it on a one-minute server',
    'payment.paying.qr.failed': 'only a failed QR image call reaches it',
  },
};
