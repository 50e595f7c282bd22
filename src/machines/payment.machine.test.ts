import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { ApiError } from '../domain/apiError';
import type { OrderStatusAnswer, PaymentOptions } from '../domain/payments';
import { methodsOpen, paymentMachine, type PaymentEvent, type PaymentLoaded } from './payment.machine';
import { selectCountdown, selectPhase, selectRemainingSeconds, selectTab } from './payment.selectors';

const T0 = Date.UTC(2026, 10, 22, 8, 0, 0);
const DEADLINE = new Date(T0 + 30 * 60_000).toISOString();

const RMB: PaymentOptions = {
  orderUuid: 'o-1',
  orderNo: 'T2611220001',
  currency: 'RMB',
  amount: 1100,
  methods: ['WECHAT_QR', 'BANK_TRANSFER'],
  paymentDeadline: DEADLINE,
  offlineClaimed: false,
  bankTransfer: {
    country: 'CN',
    bankName: '中国银行',
    branchName: '上海分行',
    accountNumber: '123456789012',
    holderName: '上海渡轮',
    reference: 'T2611220001',
    demo: false,
  },
};
const JPY: PaymentOptions = { ...RMB, currency: 'JPY', amount: 20000, methods: ['BANK_TRANSFER'] };
const ROUTE = { orderUuid: 'o-1', from: 'CNSHA', to: 'JPOSA', orderType: 'ONE_WAY' as const };
const loaded = (overrides: Partial<PaymentLoaded> = {}): PaymentLoaded => ({ status: 'DUE_PAY', options: RMB, route: ROUTE, now: T0, ...overrides });
/** As the server answers: a DUE_PAY order without a deadline is one whose bank transfer is claimed. */
const answer = (status: OrderStatusAnswer['status'], paymentDeadline: string | null = DEADLINE): OrderStatusAnswer => ({
  uuid: 'o-1',
  status,
  stateValue: status === 'DUE_PAY' ? { DUE_PAY: paymentDeadline ? 'awaitingPayment' : 'offlineClaimed' } : status,
  paymentDeadline,
});

interface Setup {
  load?: () => Promise<PaymentLoaded>;
  status?: () => Promise<OrderStatusAnswer>;
  mark?: () => Promise<unknown>;
  qr?: 'loads' | 'fails';
}

function start({ load = async () => loaded(), status = async () => answer('DUE_PAY'), mark = async () => null, qr = 'loads' }: Setup = {}) {
  let clock = T0;
  const calls = { status: vi.fn(status), mark: vi.fn(mark), qrStarted: 0, qrReleased: [] as string[], showSuccess: vi.fn(), buyAgain: vi.fn() };
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        loadPayment: fromPromise(() => load()),
        readClock: fromPromise(async () => clock),
        queryStatus: fromPromise(() => calls.status()),
        markOffline: fromPromise(() => calls.mark()),
        showQr: fromCallback<PaymentEvent, { orderUuid: string }>(({ sendBack, input }) => {
          calls.qrStarted += 1;
          const url = `blob:${input.orderUuid}-${calls.qrStarted}`;
          queueMicrotask(() => sendBack(qr === 'loads' ? { type: 'qr.loaded', url } : { type: 'qr.failed' }));
          return () => {
            if (qr === 'loads') calls.qrReleased.push(url);
          };
        }),
      },
      actions: {
        showSuccess: (_, params) => calls.showSuccess(params),
        buyAgain: (_, params) => calls.buyAgain(params),
      },
    }),
    { input: { orderUuid: 'o-1' } },
  );
  actor.start();
  const setClock = (ms: number) => {
    clock = ms;
  };
  return { actor, calls, setClock };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('payment machine: loading', () => {
  it('an RMB order waiting for payment opens on the WeChat tab with its QR and the whole window', async () => {
    const { actor } = start();
    expect(selectPhase(actor.getSnapshot())).toBe('loading');
    await settle();
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('paying');
    expect(selectTab(snapshot)).toBe('WECHAT_QR');
    expect(snapshot.context.qrUrl).toBe('blob:o-1-1');
    expect(selectRemainingSeconds(snapshot)).toBe(30 * 60);
    expect(selectCountdown(snapshot)).toBe('30:00');
  });

  it('a JPY order pays by bank transfer only: no QR, and the WeChat tab cannot be chosen', async () => {
    const { actor, calls } = start({ load: async () => loaded({ options: JPY }) });
    await settle();
    expect(selectTab(actor.getSnapshot())).toBe('BANK_TRANSFER');
    expect(actor.getSnapshot().matches({ paying: { qr: 'none' } })).toBe(true);
    actor.send({ type: 'tab.choose', method: 'WECHAT_QR' });
    expect(selectTab(actor.getSnapshot())).toBe('BANK_TRANSFER');
    expect(calls.qrStarted).toBe(0);
  });

  it('tabs switch both ways on an RMB order and the QR is fetched once', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'tab.choose', method: 'BANK_TRANSFER' });
    expect(selectTab(actor.getSnapshot())).toBe('BANK_TRANSFER');
    actor.send({ type: 'tab.choose', method: 'WECHAT_QR' });
    expect(selectTab(actor.getSnapshot())).toBe('WECHAT_QR');
    expect(calls.qrStarted).toBe(1);
  });

  it('a failed QR can be fetched again', async () => {
    const { actor, calls } = start({ qr: 'fails' });
    await settle();
    expect(actor.getSnapshot().matches({ paying: { qr: 'failed' } })).toBe(true);
    actor.send({ type: 'qr.retry' });
    expect(calls.qrStarted).toBe(2);
  });

  it('an order already paid goes straight to Success', async () => {
    const { actor, calls } = start({ load: async () => loaded({ status: 'PAID', options: null }) });
    await settle();
    expect(selectPhase(actor.getSnapshot())).toBe('paid');
    expect(calls.showSuccess).toHaveBeenCalledWith({ orderUuid: 'o-1' });
  });

  it('a cancelled order shows cancelled; a refunded one is not payable; neither polls', async () => {
    const cancelled = start({ load: async () => loaded({ status: 'CANCEL', options: null }) });
    const refunded = start({ load: async () => loaded({ status: 'REFUND', options: null }) });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(selectPhase(cancelled.actor.getSnapshot())).toBe('cancelled');
    expect(selectPhase(refunded.actor.getSnapshot())).toBe('notPayable');
    expect(cancelled.calls.status).not.toHaveBeenCalled();
    expect(refunded.calls.status).not.toHaveBeenCalled();
  });

  it('10404 says not found; any other failure offers a retry that loads again', async () => {
    const missing = start({ load: async () => Promise.reject(new ApiError('x', { kind: 'business', code: 10404 })) });
    let attempts = 0;
    const flaky = start({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new ApiError('x', { kind: 'network' });
        return loaded();
      },
    });
    await settle();
    expect(selectPhase(missing.actor.getSnapshot())).toBe('notFound');
    expect(selectPhase(flaky.actor.getSnapshot())).toBe('loadFailed');
    flaky.actor.send({ type: 'payment.retry' });
    await settle();
    expect(selectPhase(flaky.actor.getSnapshot())).toBe('paying');
  });

  it('a window already over when loaded is expired at once', async () => {
    const { actor } = start({ load: async () => loaded({ now: Date.parse(DEADLINE) }) });
    await settle();
    expect(selectPhase(actor.getSnapshot())).toBe('expired');
  });
});

describe('payment machine: polling and the window', () => {
  it('polls every 3 s, not sooner, and PAID goes to Success and stops polling and releases the QR', async () => {
    let paid = false;
    const { actor, calls } = start({ status: async () => answer(paid ? 'PAID' : 'DUE_PAY') });
    await settle();
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls.status).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.status).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.status).toHaveBeenCalledTimes(2);
    paid = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectPhase(actor.getSnapshot())).toBe('paid');
    expect(calls.showSuccess).toHaveBeenCalledWith({ orderUuid: 'o-1' });
    expect(calls.qrReleased).toEqual(['blob:o-1-1']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.status).toHaveBeenCalledTimes(3);
  });

  it('a failed poll is asked again at the next interval', async () => {
    let n = 0;
    const { actor, calls } = start({
      status: async () => {
        n += 1;
        if (n === 1) throw new Error('offline');
        return answer('DUE_PAY');
      },
    });
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls.status).toHaveBeenCalledTimes(2);
    expect(selectPhase(actor.getSnapshot())).toBe('paying');
  });

  it('CANCEL seen while polling shows cancelled; "buy again" searches the same route', async () => {
    const { actor, calls } = start({ status: async () => answer('CANCEL', null) });
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectPhase(actor.getSnapshot())).toBe('cancelled');
    actor.send({ type: 'payment.buyAgain' });
    expect(calls.buyAgain).toHaveBeenCalledWith(ROUTE);
  });

  it('the countdown follows the injected clock; at the deadline it expires and polling stops', async () => {
    const { actor, calls, setClock } = start();
    await settle();
    setClock(T0 + 61_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectCountdown(actor.getSnapshot())).toBe('28:59');
    setClock(Date.parse(DEADLINE) - 1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectPhase(actor.getSnapshot())).toBe('paying');
    expect(selectCountdown(actor.getSnapshot())).toBe('00:01');
    setClock(Date.parse(DEADLINE));
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectPhase(actor.getSnapshot())).toBe('expired');
    expect(calls.qrReleased).toEqual(['blob:o-1-1']);
    expect(actor.getSnapshot().context.qrUrl).toBeNull();
    const polls = calls.status.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.status).toHaveBeenCalledTimes(polls);
    actor.send({ type: 'payment.buyAgain' });
    expect(calls.buyAgain).toHaveBeenCalledWith(ROUTE);
  });

  it('a payment made in the last seconds is caught by the last look after the window ends', async () => {
    const { actor, calls, setClock } = start({ status: async () => answer('PAID') });
    await settle();
    setClock(Date.parse(DEADLINE) + 5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectPhase(actor.getSnapshot())).toBe('paid');
    expect(calls.showSuccess).toHaveBeenCalledTimes(1);
  });

  it('"buy again" does nothing without a known route', async () => {
    const { actor, calls } = start({ load: async () => loaded({ status: 'CANCEL', route: null, options: null }) });
    await settle();
    expect(actor.getSnapshot().can({ type: 'payment.buyAgain' })).toBe(false);
    actor.send({ type: 'payment.buyAgain' });
    expect(calls.buyAgain).not.toHaveBeenCalled();
  });

  it('leaving the screen (stopping the actor) stops the polling and releases the QR', async () => {
    const { actor, calls } = start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.status).toHaveBeenCalledTimes(1);
    actor.stop();
    expect(calls.qrReleased).toEqual(['blob:o-1-1']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.status).toHaveBeenCalledTimes(1);
  });
});

describe('payment machine: "I have paid by bank transfer"', () => {
  it('asks first; "no" changes nothing', async () => {
    const { actor, calls } = start();
    await settle();
    actor.send({ type: 'offline.claim' });
    expect(actor.getSnapshot().matches({ paying: { offline: 'confirming' } })).toBe(true);
    actor.send({ type: 'offline.cancel' });
    expect(actor.getSnapshot().matches({ paying: { offline: 'idle' } })).toBe(true);
    expect(calls.mark).not.toHaveBeenCalled();
  });

  it('confirmed: the claim is sent, the countdown stops, the QR goes, polling goes on and sees staff confirm it', async () => {
    let confirmed = false;
    const { actor, calls, setClock } = start({ status: async () => (confirmed ? answer('PAID', null) : answer('DUE_PAY', null)) });
    await settle();
    actor.send({ type: 'tab.choose', method: 'BANK_TRANSFER' });
    actor.send({ type: 'offline.claim' });
    actor.send({ type: 'offline.confirm' });
    await settle();
    expect(calls.mark).toHaveBeenCalledTimes(1);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ paying: { offline: 'claimed', countdown: 'stopped', qr: 'none' } })).toBe(true);
    // The claim moved nothing else: the tab stays, the QR is released and not asked for again.
    expect(selectTab(snapshot)).toBe('BANK_TRANSFER');
    expect(calls.qrReleased).toEqual(['blob:o-1-1']);
    expect(calls.qrStarted).toBe(1);
    actor.send({ type: 'tab.choose', method: 'WECHAT_QR' });
    expect(selectTab(actor.getSnapshot())).toBe('BANK_TRANSFER');
    // Past the old deadline nothing expires: the window is stopped.
    setClock(Date.parse(DEADLINE) + 60_000);
    await vi.advanceTimersByTimeAsync(6000);
    expect(selectPhase(actor.getSnapshot())).toBe('paying');
    expect(calls.status).toHaveBeenCalledTimes(2);
    confirmed = true;
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectPhase(actor.getSnapshot())).toBe('paid');
  });

  it('a refused claim (the HTTP client said why) leaves the window running and the claim open', async () => {
    const { actor } = start({ mark: async () => Promise.reject(new ApiError('refused', { kind: 'business', code: 10500 })) });
    await settle();
    actor.send({ type: 'offline.claim' });
    actor.send({ type: 'offline.confirm' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ paying: { offline: 'idle' } })).toBe(true);
    expect(snapshot.matches({ paying: { countdown: 'waiting' } })).toBe(true);
  });

  it('an order loaded with a claim shows it claimed on the bank-transfer tab, with no countdown and no QR', async () => {
    const { actor, calls } = start({ load: async () => loaded({ options: { ...RMB, offlineClaimed: true, paymentDeadline: null } }) });
    await settle();
    expect(actor.getSnapshot().matches({ paying: { offline: 'claimed', countdown: 'stopped', tab: 'bankTransfer', qr: 'none' } })).toBe(true);
    expect(calls.qrStarted).toBe(0);
  });

  it('a claim made elsewhere (another tab) stops the countdown here too', async () => {
    const { actor } = start({ status: async () => answer('DUE_PAY', null) });
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches({ paying: { offline: 'claimed', countdown: 'stopped' } })).toBe(true);
  });

  it('staff reject the claim: the window opens again with the new deadline and the claim can be made again', async () => {
    const reopened = new Date(T0 + 40 * 60_000).toISOString();
    const { actor, calls, setClock } = start({
      load: async () => loaded({ options: { ...RMB, offlineClaimed: true, paymentDeadline: null } }),
      status: async () => answer('DUE_PAY', reopened),
    });
    await settle();
    setClock(T0 + 10 * 60_000);
    await vi.advanceTimersByTimeAsync(3000);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ paying: { offline: 'idle' } })).toBe(true);
    expect(snapshot.context.options?.paymentDeadline).toBe(reopened);
    expect(selectCountdown(snapshot)).toBe('30:00');
    expect(snapshot.can({ type: 'offline.claim' })).toBe(true);
    // WeChat is open again: its QR is asked for.
    expect(snapshot.matches({ paying: { qr: 'active' } })).toBe(true);
    expect(calls.qrStarted).toBe(1);
  });
});

describe('payment machine: details of the rules', () => {
  it('asks the calls about the order it pays', async () => {
    const inputs: Record<string, unknown[]> = { load: [], status: [], mark: [] };
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          loadPayment: fromPromise(async ({ input }) => {
            inputs.load!.push(input);
            return loaded({ options: JPY });
          }),
          readClock: fromPromise(async () => T0),
          queryStatus: fromPromise(async ({ input }) => {
            inputs.status!.push(input);
            return answer('DUE_PAY');
          }),
          markOffline: fromPromise(async ({ input }) => {
            inputs.mark!.push(input);
            return null;
          }),
          showQr: fromCallback(() => {}),
        },
      }),
      { input: { orderUuid: 'o-42' } },
    ).start();
    await settle();
    await vi.advanceTimersByTimeAsync(3000);
    actor.send({ type: 'offline.claim' });
    actor.send({ type: 'offline.confirm' });
    await settle();
    expect(inputs.load).toEqual([{ orderUuid: 'o-42' }]);
    expect(inputs.status).toEqual([{ orderUuid: 'o-42' }]);
    expect(inputs.mark).toEqual([{ orderUuid: 'o-42' }]);
  });

  it('the order’s number is the one asked for when the window ends', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          loadPayment: fromPromise(async () => loaded({ options: JPY, now: Date.parse(DEADLINE) })),
          readClock: fromPromise(async () => T0),
          queryStatus: fromPromise(async ({ input }) => {
            asked.push(input);
            return answer('DUE_PAY');
          }),
          markOffline: fromPromise<unknown, { orderUuid: string }>(async () => null),
          showQr: fromCallback(() => {}),
        },
      }),
      { input: { orderUuid: 'o-43' } },
    ).start();
    await settle();
    expect(selectPhase(actor.getSnapshot())).toBe('expired');
    expect(asked).toEqual([{ orderUuid: 'o-43' }]);
  });

  it('the last look finding the order still unpaid (or no answer) leaves it expired', async () => {
    const unpaid = start({ load: async () => loaded({ now: Date.parse(DEADLINE) }), status: async () => answer('DUE_PAY') });
    const silent = start({ load: async () => loaded({ now: Date.parse(DEADLINE) }), status: async () => Promise.reject(new Error('offline')) });
    await settle();
    expect(selectPhase(unpaid.actor.getSnapshot())).toBe('expired');
    expect(selectPhase(silent.actor.getSnapshot())).toBe('expired');
    expect(unpaid.calls.showSuccess).not.toHaveBeenCalled();
    expect(silent.calls.showSuccess).not.toHaveBeenCalled();
    expect(unpaid.calls.status).toHaveBeenCalledTimes(1);
  });

  it('a cancelled order loaded with its route can be bought again on that route', async () => {
    const { actor, calls } = start({ load: async () => loaded({ status: 'CANCEL', options: null }) });
    await settle();
    actor.send({ type: 'payment.buyAgain' });
    expect(calls.buyAgain).toHaveBeenCalledWith(ROUTE);
  });

  it('"buy again" is not offered while paying', async () => {
    const { actor, calls } = start();
    await settle();
    expect(actor.getSnapshot().can({ type: 'payment.buyAgain' })).toBe(false);
    actor.send({ type: 'payment.buyAgain' });
    expect(calls.buyAgain).not.toHaveBeenCalled();
  });

  it('"buy again" without a known route after the window ended does nothing', async () => {
    const { actor, calls } = start({ load: async () => loaded({ route: null, now: Date.parse(DEADLINE) }) });
    await settle();
    expect(selectPhase(actor.getSnapshot())).toBe('expired');
    expect(actor.getSnapshot().can({ type: 'payment.buyAgain' })).toBe(false);
    actor.send({ type: 'payment.buyAgain' });
    expect(calls.buyAgain).not.toHaveBeenCalled();
  });

  it('a load failing with nothing said is a failed load, not "not found"', async () => {
    const { actor } = start({ load: async () => Promise.reject(null) });
    await settle();
    expect(selectPhase(actor.getSnapshot())).toBe('loadFailed');
  });

  it('an unreadable clock keeps the countdown as it was and reads it again a second later', async () => {
    let reads = 0;
    let clock: number | null = null;
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          loadPayment: fromPromise(async () => loaded({ options: JPY })),
          readClock: fromPromise(async () => {
            reads += 1;
            if (clock === null) throw new Error('no clock');
            return clock;
          }),
          queryStatus: fromPromise(() => new Promise<OrderStatusAnswer>(() => {})),
          markOffline: fromPromise<unknown, { orderUuid: string }>(async () => null),
          showQr: fromCallback(() => {}),
        },
      }),
      { input: { orderUuid: 'o-1' } },
    ).start();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(1);
    expect(actor.getSnapshot().matches({ paying: { countdown: 'waiting' } })).toBe(true);
    expect(selectCountdown(actor.getSnapshot())).toBe('30:00');
    clock = T0 + 60_000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads).toBe(2);
    expect(selectCountdown(actor.getSnapshot())).toBe('29:00');
  });

  it('the countdown reads the clock once a second, not sooner', async () => {
    const { actor, setClock } = start();
    await settle();
    setClock(T0 + 5000);
    await vi.advanceTimersByTimeAsync(999);
    expect(selectCountdown(actor.getSnapshot())).toBe('30:00');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectCountdown(actor.getSnapshot())).toBe('29:55');
  });

  it('a claim made while on the WeChat tab moves to the bank-transfer tab and drops a failed QR', async () => {
    const { actor } = start({ qr: 'fails' });
    await settle();
    expect(selectTab(actor.getSnapshot())).toBe('WECHAT_QR');
    expect(actor.getSnapshot().matches({ paying: { qr: 'failed' } })).toBe(true);
    actor.send({ type: 'offline.claim' });
    actor.send({ type: 'offline.confirm' });
    await settle();
    expect(selectTab(actor.getSnapshot())).toBe('BANK_TRANSFER');
    expect(actor.getSnapshot().matches({ paying: { qr: 'none' } })).toBe(true);
    expect(actor.getSnapshot().context.options).toMatchObject({ offlineClaimed: true, paymentDeadline: null });
  });

  it('the bank-transfer tab chosen on an RMB order stays until WeChat is chosen', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'tab.choose', method: 'BANK_TRANSFER' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectTab(actor.getSnapshot())).toBe('BANK_TRANSFER');
  });

  it.each([
    ['a state value that is text', 'DUE_PAY'],
    ['a null state value', null],
    ['no state value', undefined],
    ['another sub-state', { DUE_PAY: 'awaitingPayment' }],
    ['a claim under another status', { PAID: 'offlineClaimed' }],
  ])('a poll answer with %s is taken, and is no claim', async (_, stateValue) => {
    const later = new Date(T0 + 45 * 60_000).toISOString();
    const { actor } = start({ status: async () => ({ uuid: 'o-1', status: 'DUE_PAY', stateValue, paymentDeadline: later }) });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.options).toMatchObject({ paymentDeadline: later, offlineClaimed: false });
    expect(actor.getSnapshot().matches({ paying: { offline: 'idle', countdown: 'waiting' } })).toBe(true);
  });

  it('a poll answer keeps what the load said about the order besides the window and the claim', async () => {
    const later = new Date(T0 + 45 * 60_000).toISOString();
    const { actor } = start({ status: async () => answer('DUE_PAY', later) });
    await vi.advanceTimersByTimeAsync(3000);
    expect(actor.getSnapshot().context.options).toEqual({ ...RMB, paymentDeadline: later, offlineClaimed: false });
  });

  it('a payable order the server gave no options for offers nothing, even after a poll', async () => {
    const { actor, calls } = start({ load: async () => loaded({ options: null }) });
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectPhase(actor.getSnapshot())).toBe('paying');
    expect(actor.getSnapshot().context.options).toBeNull();
    expect(selectTab(actor.getSnapshot())).toBe('BANK_TRANSFER');
    expect(calls.qrStarted).toBe(0);
  });

  it('a claim of an order the server gave no options for keeps none', async () => {
    const { actor } = start({ load: async () => loaded({ options: null }), status: () => new Promise<OrderStatusAnswer>(() => {}) });
    await settle();
    actor.send({ type: 'offline.claim' });
    actor.send({ type: 'offline.confirm' });
    await settle();
    expect(actor.getSnapshot().context.options).toBeNull();
  });
});

describe('payment machine: the methods open and the window', () => {
  it('offers the order’s methods, without WeChat while a bank transfer is claimed, and none without options', () => {
    expect(methodsOpen(RMB)).toEqual(['WECHAT_QR', 'BANK_TRANSFER']);
    expect(methodsOpen({ ...RMB, offlineClaimed: true })).toEqual(['BANK_TRANSFER']);
    expect(methodsOpen(JPY)).toEqual(['BANK_TRANSFER']);
    expect(methodsOpen(null)).toEqual([]);
  });

  it('an order the server gave no deadline has no running window: the countdown stops', async () => {
    const { actor } = start({ load: async () => loaded({ options: { ...RMB, paymentDeadline: null } }) });
    await settle();
    expect(actor.getSnapshot().matches({ paying: { countdown: 'stopped', offline: 'idle' } })).toBe(true);
  });

  it('a claim stops the window even while the server still names the deadline', async () => {
    const { actor, setClock } = start({ load: async () => loaded({ options: { ...RMB, offlineClaimed: true } }), status: () => new Promise(() => {}) });
    await settle();
    setClock(Date.parse(DEADLINE) + 1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().matches({ paying: { countdown: 'stopped' } })).toBe(true);
  });

  it('without the screen’s calls provided, the order cannot load: a failed load, offered again', async () => {
    const actor = createActor(paymentMachine, { input: { orderUuid: 'o-1' } }).start();
    await settle();
    expect(selectPhase(actor.getSnapshot())).toBe('loadFailed');
  });
});
