import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { RefundAccountForm } from '../domain/refunds/refundAccount';
import { ordersMoveActors, type MoveInput } from './ordersMove.actors';

const ACCOUNT = { bankName: '中国银行', accountNumber: '6222020200112233', holderName: '张三' } as unknown as RefundAccountForm;

function send(input: MoveInput) {
  const calls = {
    cancelOrder: vi.fn(async () => 'cancelled'),
    applyRefund: vi.fn(async () => 'refunding'),
    markOfflinePaid: vi.fn(async () => 'claimed'),
    deleteDraft: vi.fn(async () => 'deleted'),
  };
  const answer = toPromise(createActor(ordersMoveActors(calls).sendMove, { input }).start());
  return { calls, answer };
}

describe('order move actors', () => {
  it('cancels the order', async () => {
    const { calls, answer } = send({ move: 'cancel', uuid: 'o-1' });
    await expect(answer).resolves.toBe('cancelled');
    expect(calls.cancelOrder).toHaveBeenCalledWith('o-1');
    expect(calls.applyRefund).not.toHaveBeenCalled();
    expect(calls.markOfflinePaid).not.toHaveBeenCalled();
  });

  it('marks the order paid offline', async () => {
    const { calls, answer } = send({ move: 'offline', uuid: 'o-1' });
    await expect(answer).resolves.toBe('claimed');
    expect(calls.markOfflinePaid).toHaveBeenCalledWith('o-1');
    expect(calls.cancelOrder).not.toHaveBeenCalled();
    expect(calls.applyRefund).not.toHaveBeenCalled();
  });

  it('deletes a draft', async () => {
    const { calls, answer } = send({ move: 'deleteDraft', uuid: 'o-1' });
    await expect(answer).resolves.toBe('deleted');
    expect(calls.deleteDraft).toHaveBeenCalledWith('o-1');
    expect(calls.cancelOrder).not.toHaveBeenCalled();
  });

  it('applies for a refund into the account given', async () => {
    const { calls, answer } = send({ move: 'refund', uuid: 'o-1', account: ACCOUNT });
    await expect(answer).resolves.toBe('refunding');
    expect(calls.applyRefund).toHaveBeenCalledWith('o-1', ACCOUNT);
    expect(calls.cancelOrder).not.toHaveBeenCalled();
  });

  it('applies for a refund by the uuid alone when no account is asked for', async () => {
    const { calls, answer } = send({ move: 'refund', uuid: 'o-1' });
    await expect(answer).resolves.toBe('refunding');
    expect(calls.applyRefund).toHaveBeenCalledWith('o-1');
    expect(calls.markOfflinePaid).not.toHaveBeenCalled();
  });
});
