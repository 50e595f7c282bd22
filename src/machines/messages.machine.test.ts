import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../domain/envelope';
import type { UserMessage } from '../domain/shipping/types';
import { messagesMachine } from './messages.machine';

const message = (uuid: string, read = false) =>
  ({ uuid, read, type: 'BOOKING_CONFIRMED', title: { zh: uuid, ja: uuid }, body: { zh: '', ja: '' } }) as UserMessage;

function start(records: UserMessage[], answers: { markRead?: (input: { uuids: string[] }) => Promise<number>; markAll?: () => Promise<number> } = {}) {
  const effects = {
    page: vi.fn(async ({ current, size }: { current: number; size: number }): Promise<Page<UserMessage>> => ({
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
  };
  const actor = createActor(
    messagesMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => effects.page(input)),
        markRead: fromPromise(({ input }) => effects.markRead(input)),
        markAllRead: fromPromise(() => effects.markAll()),
      },
      actions: { marked: effects.marked, failed: (_, { error }) => effects.failed(error) },
    }),
  ).start();
  return { actor, effects };
}

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('ready') || s.matches('loadFailed'));
const readFlags = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.page?.records.map((m) => m.read);

describe('messages chart', () => {
  it('opening an unread message marks it read on the server, then in the list, and asks for the count again', async () => {
    const { actor, effects } = start([message('a'), message('b')]);
    await ready(actor);
    actor.send({ type: 'message.toggle', message: message('a') });
    expect(actor.getSnapshot().context.opened).toBe('a');
    await ready(actor);
    expect(effects.markRead).toHaveBeenCalledWith({ uuids: ['a'] });
    expect(readFlags(actor)).toEqual([true, false]);
    expect(effects.marked).toHaveBeenCalledTimes(1);
  });

  it('opening a read message asks nothing; toggling it again closes it', async () => {
    const { actor, effects } = start([message('a', true)]);
    await ready(actor);
    actor.send({ type: 'message.toggle', message: message('a', true) });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.opened).toBe('a');
    actor.send({ type: 'message.toggle', message: message('a', true) });
    expect(actor.getSnapshot().context.opened).toBeNull();
    expect(effects.markRead).not.toHaveBeenCalled();
  });

  it('a failed marking leaves the message unread and hands the error on', async () => {
    const { actor, effects } = start([message('a')], { markRead: () => Promise.reject(new Error('offline')) });
    await ready(actor);
    actor.send({ type: 'message.toggle', message: message('a') });
    await ready(actor);
    expect(readFlags(actor)).toEqual([false]);
    expect(effects.failed).toHaveBeenCalledTimes(1);
    expect(effects.marked).not.toHaveBeenCalled();
  });

  it('marks all read in one call, only when an unread message is shown', async () => {
    const { actor, effects } = start([message('a'), message('b', true), message('c')]);
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'messages.markAll' })).toBe(true);
    actor.send({ type: 'messages.markAll' });
    expect(actor.getSnapshot().matches('markingAll')).toBe(true);
    await ready(actor);
    expect(effects.markAll).toHaveBeenCalledTimes(1);
    expect(readFlags(actor)).toEqual([true, true, true]);
    expect(effects.marked).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'messages.markAll' })).toBe(false);
  });

  it('a page change closes the open message and asks for that page', async () => {
    const { actor, effects } = start([message('a', true)]);
    await ready(actor);
    actor.send({ type: 'message.toggle', message: message('a', true) });
    actor.send({ type: 'page.change', current: 2, size: 20 });
    await ready(actor);
    expect(effects.page).toHaveBeenLastCalledWith({ current: 2, size: 20 });
    expect(actor.getSnapshot().context.opened).toBeNull();
  });

  it('marks all read when the count says an unread message is on another page, though none is shown', async () => {
    const { actor, effects } = start([message('a', true)]);
    await ready(actor);
    expect(actor.getSnapshot().can({ type: 'messages.markAll' })).toBe(false);
    actor.send({ type: 'unread.changed', unread: 1 });
    expect(actor.getSnapshot().can({ type: 'messages.markAll' })).toBe(true);
    actor.send({ type: 'messages.markAll' });
    await ready(actor);
    expect(effects.markAll).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.unread).toBe(0);
    expect(actor.getSnapshot().can({ type: 'messages.markAll' })).toBe(false);
  });
});
