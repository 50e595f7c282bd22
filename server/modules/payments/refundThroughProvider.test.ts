import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { createUser } from '../../test/login';
import { createTestDb, type TestDb } from '../../test/testDb';
import { createRefundThroughProvider, OFFLINE_PROVIDER, PaidBackByTransfer, type RefundThroughProvider } from './refundThroughProvider';
import { createSandboxProvider } from './sandboxProvider';

let testDb: TestDb;
let refund: RefundThroughProvider;

beforeAll(async () => {
  testDb = await createTestDb();
  refund = createRefundThroughProvider({ db: testDb.db, provider: createSandboxProvider({ secret: 's', clock: () => new Date() }) });
});
afterAll(async () => {
  await testDb.close();
});

/** A paid order's payment through `provider`, written directly. */
async function paymentOf(provider: string): Promise<string> {
  const user = await createUser(testDb.db, { logonId: `rf_${randomBytes(4).toString('hex')}`, role: 'individual' });
  const orderNo = `T${randomBytes(5).toString('hex')}`;
  const [order] = await testDb.db
    .insert(orders)
    .values({ orderNo, userUuid: user.userId, status: 'PAID', stateValue: 'PAID', orderType: 'ONE_WAY', currency: 'RMB', totalMinor: 380000 })
    .returning();
  const outTradeNo = `${orderNo}-1`;
  await testDb.db.insert(payments).values({
    orderUuid: order!.uuid,
    provider,
    method: provider === OFFLINE_PROVIDER ? 'BANK_TRANSFER' : 'WECHAT_QR',
    outTradeNo,
    amountMinor: 380000,
    currency: 'RMB',
    status: 'SUCCEEDED',
  });
  return outTradeNo;
}

const request = (outTradeNo: string, refundNo: string) => ({ refundNo, outTradeNo, amountMinor: 342000, totalMinor: 380000, currency: 'RMB' as const });

describe('refundThroughProvider', () => {
  it('refunds a sandbox payment idempotently by refund number', async () => {
    const outTradeNo = await paymentOf('sandbox');
    const first = await refund(request(outTradeNo, 'RF-1'));
    expect(first.providerRefundId).toMatch(/^SBR/);
    expect(await refund(request(outTradeNo, 'RF-1'))).toEqual(first);
    expect(await refund(request(outTradeNo, 'RF-2'))).not.toEqual(first);
  });

  it('never answers a bank transfer as refunded: it is left to the clerk’s payout', async () => {
    const outTradeNo = await paymentOf(OFFLINE_PROVIDER);
    await expect(refund(request(outTradeNo, 'RF-3'))).rejects.toBeInstanceOf(PaidBackByTransfer);
  });

  it('refuses an unknown payment or one of another provider', async () => {
    await expect(refund(request('nope', 'RF-4'))).rejects.toThrow(/no payment/);
    const outTradeNo = await paymentOf('wechat');
    await expect(refund(request(outTradeNo, 'RF-5'))).rejects.toThrow(/taken by wechat/);
  });
});
