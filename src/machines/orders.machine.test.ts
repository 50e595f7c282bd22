import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../domain/envelope';
import type { OrderPageQuery } from '../domain/payments';
import type { OrderView } from '../domain/ticketing/order';
import { order } from './orders.fixtures';
import { ordersMachine } from './orders.machine';
import type { OrderMove } from './orders.actions';
import { ordersMoveMachine } from './ordersMove.machine';

const NOW = '2026-11-22T02:00:00.000Z';
const page = (current: number, records: OrderView[] = [order('o-1', 'DUE_PAY')]): Page<OrderView> => ({ records, total: 30, current, size: 10, pages: 3 });

function startList(load: (query: OrderPageQuery) => Promise<Page<OrderView>>) {
  const loadPage = vi.fn(load);
  const actor = createActor(ordersMachine.provide({ actors: { loadPage: fromPromise(({ input }) => loadPage(input)) } })).start();
  return { actor, loadPage };
}

describe('orders list machine', () => {
  it('loads the first page of 10, then a later page with the filters kept', async () => {
    const { actor, loadPage } = startList(async (q) => page(q.current ?? 1));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadPage).toHaveBeenLastCalledWith({ current: 1, size: 10 });
    actor.send({ type: 'filters.apply', filters: { status: 'PAID', orderNo: 'T261122' } });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.change', current: 3, size: 20 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadPage).toHaveBeenLastCalledWith({ status: 'PAID', orderNo: 'T261122', current: 3, size: 20 });
  });

  it('new filters start again from the first page, and clearing them asks for everything', async () => {
    const { actor, loadPage } = startList(async (q) => page(q.current ?? 1));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'page.change', current: 2, size: 10 });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'filters.apply', filters: { orderType: 'ROUND_TRIP' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadPage).toHaveBeenLastCalledWith({ orderType: 'ROUND_TRIP', current: 1, size: 10 });
    actor.send({ type: 'filters.clear' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadPage).toHaveBeenLastCalledWith({ current: 1, size: 10 });
  });

  it('a failed load waits for a retry; filters may still be changed there', async () => {
    let fail = true;
    const { actor, loadPage } = startList(async (q) => {
      if (fail) throw new Error('offline');
      return page(q.current ?? 1);
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    actor.send({ type: 'page.change', current: 2, size: 10 });
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    fail = false;
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadPage).toHaveBeenCalledTimes(2);
  });
});

function startMove(send: (input: { move: OrderMove; uuid: string }) => Promise<unknown>) {
  const sendMove = vi.fn(send);
  const moved = vi.fn();
  const failed = vi.fn();
  const actor = createActor(
    ordersMoveMachine.provide({
      actors: { sendMove: fromPromise(({ input }) => sendMove(input)) },
      actions: { moved: (_, params) => moved(params.move), failed: (_, params) => failed(params.error) },
    }),
  ).start();
  return { actor, sendMove, moved, failed };
}

describe('order move machine', () => {
  it('cancel: asks for confirmation, sends nothing until confirmed, then cancels that order and says so', async () => {
    const { actor, sendMove, moved } = startMove(async () => null);
    actor.send({ type: 'move.ask', move: 'cancel', order: order('o-7', 'DUE_PAY'), now: NOW });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sendMove).not.toHaveBeenCalled();
    actor.send({ type: 'move.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sendMove).toHaveBeenCalledWith({ move: 'cancel', uuid: 'o-7' });
    expect(moved).toHaveBeenCalledWith('cancel');
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('delete a draft: asked only of a DRAFT, confirmed, then sent and said', async () => {
    const { actor, sendMove, moved } = startMove(async () => null);
    actor.send({ type: 'move.ask', move: 'deleteDraft', order: order('o-5', 'DUE_PAY'), now: NOW });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'move.ask', move: 'deleteDraft', order: order('o-5', 'DRAFT'), now: NOW });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'move.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sendMove).toHaveBeenCalledWith({ move: 'deleteDraft', uuid: 'o-5' });
    expect(moved).toHaveBeenCalledWith('deleteDraft');
  });

  it('dismissing the confirmation sends nothing', () => {
    const { actor, sendMove } = startMove(async () => null);
    actor.send({ type: 'move.ask', move: 'offline', order: order('o-1', 'DUE_PAY'), now: NOW });
    actor.send({ type: 'move.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sendMove).not.toHaveBeenCalled();
  });

  it.each([
    ['cancel a paid order', 'cancel', order('o-1', 'PAID'), NOW],
    ['refund an unpaid order', 'refund', order('o-1', 'DUE_PAY'), NOW],
    ['refund under 24 hours before departure', 'refund', order('o-1', 'PAID'), '2026-12-09T02:00:01.000Z'],
    ['claim offline twice', 'offline', order('o-1', 'DUE_PAY', { stateValue: { DUE_PAY: 'offlineClaimed' } }), NOW],
  ] as const)('a move the order statechart refuses is not even asked: %s', (_, move, o, now) => {
    const { actor } = startMove(async () => null);
    actor.send({ type: 'move.ask', move, order: o, now });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a refused move is reported and the chart is ready again', async () => {
    const { actor, moved, failed } = startMove(async () => {
      throw new Error('10500');
    });
    actor.send({ type: 'move.ask', move: 'refund', order: order('o-1', 'PAID'), now: NOW });
    actor.send({ type: 'move.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(failed).toHaveBeenCalledWith(new Error('10500'));
    expect(moved).not.toHaveBeenCalled();
  });
});
