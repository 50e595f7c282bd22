import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFUND_STAFF_PATHS, type PaymentReturnItem, type PayoutItem } from '../../domain/refunds/refundViews';
import { consoleFetch, okTs } from '../testing/consoleFetch';
import { renderConsole } from '../testing/renderConsole';

/** The clerk's money-back page: a payout the passenger has not given an account for cannot be recorded as paid. */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const api = (path: string) => `/api${path}`;

const payout = (over: Partial<PayoutItem>): PayoutItem => ({
  uuid: 'p-1',
  status: 'PENDING',
  amount: 1100,
  currency: 'RMB',
  transferReference: null,
  transferredOn: null,
  createdAt: '2026-11-23T01:00:00.000Z',
  orderUuid: 'o-1',
  orderNo: 'T2611230001',
  refundNo: 'T2611230001-R1',
  account: { country: 'CN', bankName: '中国工商银行上海分行', branchName: null, accountType: null, accountNumber: '6222020200112233445', holderName: '王小明' },
  providerOutcome: null,
  ...over,
});

const paymentReturn = (over: Partial<PaymentReturnItem>): PaymentReturnItem => ({
  uuid: 'r-1',
  outTradeNo: 'T2611230003-B1',
  amount: 1100,
  currency: 'RMB',
  reason: 'ORDER_CLOSED',
  status: 'FAILED',
  returnedAt: null,
  createdAt: '2026-11-23T01:00:00.000Z',
  orderUuid: 'o-3',
  orderNo: 'T2611230003',
  attempts: 1,
  lastError: 'BY_TRANSFER',
  ...over,
});

const TEXT = {
  zh: {
    waiting: '等待乘客提交收款账户（提交前不能登记转账）',
    failed: '微信支付未能原路退回（ABNORMAL）',
    markPaid: '登记已转账',
    byTransfer: '款项由银行转账支付，须人工转账退回',
    closed: '微信支付未能原路退回（CLOSED）',
  },
  jp: {
    waiting: 'お客様からの振込先口座の入力待ち（入力まで振込を記録できません）',
    failed: 'WeChat Payで返金できませんでした（ABNORMAL）',
    markPaid: '振込済みとして記録',
    byTransfer: '銀行振込による入金のため、振込で返金してください',
    closed: 'WeChat Payで返金できませんでした（CLOSED）',
  },
} as const;

describe.each(['zh', 'jp'] as const)('money back (%s)', { timeout: 20_000 }, (lang) => {
  const t = TEXT[lang];
  it('a payout without an account says it waits for the passenger and why the clerk pays it, and offers no mark-paid; one with an account does', async () => {
    consoleFetch({
      [api(REFUND_STAFF_PATHS.returnQueue)]: okTs([]),
      [api(REFUND_STAFF_PATHS.payoutQueue)]: okTs([
        payout({}),
        payout({ uuid: 'p-2', orderUuid: 'o-2', orderNo: 'T2611230002', refundNo: 'T2611230002-R1', account: null, providerOutcome: 'ABNORMAL' }),
      ]),
    });
    renderConsole('/ticketing/money-back', { role: 'ticketingClerk', lang });
    const items = await screen.findAllByTestId('payout-item', {}, { timeout: 5000 });
    const [given, waiting] = [items.find((i) => i.dataset.orderNo === 'T2611230001')!, items.find((i) => i.dataset.orderNo === 'T2611230002')!];
    expect(within(waiting).getByTestId('payout-account').textContent).toBe(t.waiting);
    expect(within(waiting).getByTestId('payout-reason').textContent).toBe(t.failed);
    expect(within(waiting).queryByRole('button', { name: t.markPaid })).toBeNull();
    expect(within(given).getByTestId('payout-account').textContent).toContain('6222020200112233445');
    expect(within(given).queryByTestId('payout-reason')).toBeNull();
    expect(within(given).getByRole('button', { name: t.markPaid })).toBeTruthy();
  });

  it('says why each payment waits in the clerk’s language: a bank transfer, a refund the provider could not pay, or the provider’s own words', async () => {
    consoleFetch({
      [api(REFUND_STAFF_PATHS.returnQueue)]: okTs([
        paymentReturn({}),
        paymentReturn({ uuid: 'r-2', orderUuid: 'o-4', orderNo: 'T2611230004', lastError: 'REFUND.CLOSED' }),
        paymentReturn({ uuid: 'r-3', orderUuid: 'o-5', orderNo: 'T2611230005', lastError: 'provider timeout' }),
      ]),
      [api(REFUND_STAFF_PATHS.payoutQueue)]: okTs([]),
    });
    renderConsole('/ticketing/money-back', { role: 'ticketingClerk', lang });
    await screen.findByText(t.byTransfer, {}, { timeout: 5000 });
    expect(screen.getByText(t.closed)).toBeTruthy();
    expect(screen.getByText('provider timeout')).toBeTruthy();
    expect(screen.queryByText('BY_TRANSFER')).toBeNull();
  });
});
