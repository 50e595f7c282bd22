import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../domain/envelope';
import type { PassengerMessage } from '../domain/notifications';
import { passengerMessagesMachine, type PassengerMessagesQuery } from './passengerMessages.machine';

const message = (uuid: string, read = false): PassengerMessage => ({
  uuid,
  read,
  kind: 'order.transferRejected',
  orderUuid: `order-${uuid}`,
  orderNo: `T-${uuid}`,
  reason: null,
  createdAt: '2026-03-01T02:00:00.000Z',
});

function start(records: PassengerMessage[], answers: { markRead?: (input: { uuids: string[] }) => Promise<number>; markAll?: () => Promise<number> } = {}) {
  const effects = {
    page: vi.fn(async ({ current, size }: PassengerMessagesQuery): Promise<Page<PassengerMessage>> => ({
      records,
      total: records.length,
      current,
      size,
      pages: 1,
    })),
    markRead: vi.fn(answers.markRead ?? (async (_input: { uuids: string[] }) => 1)),
    markAll: vi.fn(answers.markAll ?? (async () => 2)),
    marked: vi.fn(),
    failed: vi.fn(),
    openOrder: vi.fn(),
  };
  const actor = createActor(
    passengerMessagesMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => effects.page(input)),
        markRead: fromPromise(({ input }) => effects.markRead(input)),
        markAllRead: fromPromise(() => effects.markAll()),
      },
      actions: {
        marked: effects.marked,
        failed: (_, { error }) => effects.failed(error),
        openOrder: (_, { orderUuid }) => effects.openOrder(orderUuid),
      },
    }),
  ).start();
  return { actor, effects };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready') || s.matches('loadFailed'));
const readFlags = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.page?.records.map((m) => m.read);

describe('passenger messages chart', () => {
  it('opening an unread message marks it read, then shows it read, asks the count again and opens its order', async () => {
    const { actor, effects } = start([message('a'), message('b')]);
    await ready(actor);
    actor.send({ type: 'message.open', message: message('a') });
    expect(actor.getSnapshot().value).toBe('markingOne');
    expect(effects.openOrder).not.toHaveBeenCalled();
    await ready(actor);
    expect(effects.markRead).toHaveBeenCalledWith({ uuids: ['a'] });
    expect(readFlags(actor)).toEqual([true, false]);
    expect(effects.marked).toHaveBeenCalledTimes(1);
    expect(effects.openOrder).toHaveBeenCalledWith('order-a');
  });

  it('opening a read message opens its order without a call', async () => {
    const { actor, effects } = start([message('a', true)]);
    await ready(actor);
    actor.send({ type: 'message.open', message: message('a', true) });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(effects.openOrder).toHaveBeenCalledWith('order-a');
    expect(effects.markRead).not.toHaveBeenCalled();
  });

  it('a failed marking still opens the order and leaves the message unread', async () => {
    const error = new Error('offline');
    const { actor, effects } = start([message('a')], { markRead: () => Promise.reject(error) });
    await ready(actor);
    actor.send({ type: 'message.open', message: message('a') });
    await ready(actor);
    expect(effects.failed).toHaveBeenCalledWith(error);
    expect(effects.marked).not.toHaveBeenCalled();
    expect(effects.openOrder).toHaveBeenCalledWith('order-a');
    expect(readFlags(actor)).toEqual([false]);
  });

  it('the unread-only filter asks for the first page again, narrowed; turning it off widens it', async () => {
    const { actor, effects } = start([message('a')]);
    await ready(actor);
    actor.send({ type: 'page.change', current: 3, size: 20 });
    await ready(actor);
    actor.send({ type: 'filter.change', unreadOnly: true });
    await ready(actor);
    expect(effects.page).toHaveBeenLastCalledWith({ current: 1, size: 20, unreadOnly: true });
    actor.send({ type: 'filter.change', unreadOnly: false });
    await ready(actor);
    expect(effects.page).toHaveBeenLastCalledWith({ current: 1, size: 20, unreadOnly: false });
  });

  it('"mark all read" acts only when something is unread, shown or counted', async () => {
    const { actor, effects } = start([message('a', true)]);
    await ready(actor);
    actor.send({ type: 'messages.markAll' });
    expect(effects.markAll).not.toHaveBeenCalled();
    actor.send({ type: 'unread.changed', unread: 2 });
    actor.send({ type: 'messages.markAll' });
    await ready(actor);
    expect(effects.markAll).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.unread).toBe(0);
    expect(effects.marked).toHaveBeenCalledTimes(1);
  });
});
