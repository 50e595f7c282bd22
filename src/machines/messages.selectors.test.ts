import { describe, expect, it } from 'vitest';
import type { Page } from '../domain/envelope';
import type { UserMessage } from '../domain/shipping/types';
import { messagesMachine, type MessagesContext } from './messages.machine';
import {
  selectCanMarkAll,
  selectCanOpen,
  selectCurrent,
  selectIsListLoading,
  selectIsMarkingAll,
  selectListFailed,
  selectOpened,
  selectPage,
  selectSize,
} from './messages.selectors';

const message = (uuid: string, read: boolean) => ({ uuid, read, title: { zh: '订舱确认', ja: '予約確認' } }) as unknown as UserMessage;
const pageOf = (...records: UserMessage[]): Page<UserMessage> => ({ records, total: 12, current: 2, size: 10, pages: 2 });

type State = 'loading' | 'loadFailed' | 'ready' | 'markingOne' | 'markingAll';
const snapshotIn = (value: State, overrides: Partial<MessagesContext> = {}) =>
  messagesMachine.resolveState({
    value,
    context: { current: 2, size: 10, page: pageOf(message('m-1', false), message('m-2', true)), opened: 'm-2', unread: 1, ...overrides },
  });

describe('messages selectors', () => {
  it.each([
    ['loading', true, false, false, false],
    ['loadFailed', false, true, false, false],
    ['ready', false, false, false, true],
    ['markingOne', false, false, false, false],
    ['markingAll', false, false, true, false],
  ] as const)('in %s: loading %s, failed %s, marking all %s, rows open %s', (state, loading, failed, markingAll, canOpen) => {
    const snapshot = snapshotIn(state);
    expect(selectIsListLoading(snapshot)).toBe(loading);
    expect(selectListFailed(snapshot)).toBe(failed);
    expect(selectIsMarkingAll(snapshot)).toBe(markingAll);
    expect(selectCanOpen(snapshot)).toBe(canOpen);
  });

  it('"mark all read" acts on a settled list with an unread message', () => {
    expect(selectCanMarkAll(snapshotIn('ready'))).toBe(true);
    expect(selectCanMarkAll(snapshotIn('ready', { page: pageOf(message('m-2', true)), unread: 0 }))).toBe(false);
    expect(selectCanMarkAll(snapshotIn('markingOne'))).toBe(false);
  });

  it('reads the page, its number and size, and the message open', () => {
    const snapshot = snapshotIn('ready');
    expect(selectPage(snapshot)?.records.map((m) => m.uuid)).toEqual(['m-1', 'm-2']);
    expect(selectCurrent(snapshot)).toBe(2);
    expect(selectSize(snapshot)).toBe(10);
    expect(selectOpened(snapshot)).toBe('m-2');
  });
});
