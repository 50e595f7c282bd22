import { describe, expect, it } from 'vitest';
import type { Page } from '../domain/envelope';
import type { OrderView } from '../domain/ticketing/order';
import { ordersMachine } from './orders.machine';
import { ordersMoveMachine, type PendingMove } from './ordersMove.machine';
import {
  selectCanAsk,
  selectConfirming,
  selectCurrent,
  selectFilters,
  selectIsListLoading,
  selectIsMoving,
  selectListFailed,
  selectPage,
  selectPending,
  selectSize,
} from './orders.selectors';

const ORDER = { uuid: 'o-1', orderNo: 'T2611220001' } as unknown as OrderView;
const PAGE: Page<OrderView> = { records: [ORDER], total: 21, current: 3, size: 10, pages: 3 };
const PENDING: PendingMove = { move: 'refund', order: ORDER, now: '2026-11-22T08:00:00.000Z' };

const list = (value: 'loading' | 'loadFailed' | 'ready') =>
  ordersMachine.resolveState({ value, context: { filters: { orderNo: 'T2611' }, current: 3, size: 10, page: PAGE } });
const move = (value: 'idle' | 'confirming' | 'moving', pending: PendingMove | null = PENDING) =>
  ordersMoveMachine.resolveState({ value, context: { pending, account: null } });

describe('orders list selectors', () => {
  it.each([
    ['loading', true, false],
    ['loadFailed', false, true],
    ['ready', false, false],
  ] as const)('in %s: loading %s, failed %s', (state, loading, failed) => {
    expect(selectIsListLoading(list(state))).toBe(loading);
    expect(selectListFailed(list(state))).toBe(failed);
  });

  it('reads the page, its number and size, and the filters', () => {
    expect(selectPage(list('ready'))?.records.map((o) => o.uuid)).toEqual(['o-1']);
    expect(selectCurrent(list('ready'))).toBe(3);
    expect(selectSize(list('ready'))).toBe(10);
    expect(selectFilters(list('ready'))).toEqual({ orderNo: 'T2611' });
  });
});

describe('order move selectors', () => {
  it('names the move being confirmed, and none otherwise', () => {
    expect(selectConfirming(move('confirming'))).toBe('refund');
    expect(selectConfirming(move('moving'))).toBeNull();
    expect(selectConfirming(move('idle', null))).toBeNull();
    expect(selectConfirming(move('confirming', null))).toBeNull();
  });

  it.each([
    ['idle', true, false],
    ['confirming', false, false],
    ['moving', false, true],
  ] as const)('in %s: may ask %s, moving %s', (state, canAsk, moving) => {
    expect(selectCanAsk(move(state))).toBe(canAsk);
    expect(selectIsMoving(move(state))).toBe(moving);
  });

  it('reads the pending move', () => {
    expect(selectPending(move('moving'))).toEqual(PENDING);
  });
});
