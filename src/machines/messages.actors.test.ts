import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { Page } from '../domain/envelope';
import type { UserMessage } from '../domain/shipping/types';
import { messagesActors } from './messages.actors';

const PAGE: Page<UserMessage> = { records: [], total: 0, current: 2, size: 10, pages: 0 };
const run = (logic: AnyActorLogic, input?: unknown) => toPromise(createActor(logic, { input }).start());

function calls(markAll: () => Promise<number> = async () => 4) {
  return { getMessagePage: vi.fn(async () => PAGE), markMessagesRead: vi.fn(async () => 1), markAllMessagesRead: vi.fn(markAll) };
}

describe('messages actors', () => {
  it('reads a page', async () => {
    const api = calls();
    await expect(run(messagesActors(api, vi.fn()).loadPage, { current: 2, size: 10 })).resolves.toEqual(PAGE);
    expect(api.getMessagePage).toHaveBeenCalledWith({ current: 2, size: 10 }, { signal: expect.any(AbortSignal) });
  });

  it('marks the messages opened read', async () => {
    const api = calls();
    await expect(run(messagesActors(api, vi.fn()).markRead, { uuids: ['m-1'] })).resolves.toBe(1);
    expect(api.markMessagesRead).toHaveBeenCalledWith(['m-1']);
  });

  it('marks all read, then tells the header, and answers how many were marked', async () => {
    const api = calls();
    const allMarked = vi.fn(() => expect(api.markAllMessagesRead).toHaveBeenCalledTimes(1));
    await expect(run(messagesActors(api, allMarked).markAllRead)).resolves.toBe(4);
    expect(allMarked).toHaveBeenCalledTimes(1);
  });

  it('tells the header nothing when marking all failed', async () => {
    const api = calls(async () => Promise.reject(new Error('offline')));
    const allMarked = vi.fn();
    await expect(run(messagesActors(api, allMarked).markAllRead)).rejects.toThrow('offline');
    expect(allMarked).not.toHaveBeenCalled();
  });
});
