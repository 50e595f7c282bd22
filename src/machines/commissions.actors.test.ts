import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { Page } from '../domain/envelope';
import type { RailCommission, RailCommissionPageQuery } from '../domain/shipping/railCommissions';
import type { CallOptions } from '../services/http';
import { commissionsActors } from './commissions.actors';

const COMMISSION = { uuid: 'c-1', commissionNo: 'RC00000001', bookingNo: 'BK00000001', status: 'CANCELLED' } as RailCommission;
const PAGE: Page<RailCommission> = { records: [COMMISSION], total: 1, current: 2, size: 20, pages: 1 };

function calls() {
  return {
    getCommissionPage: vi.fn((_query: RailCommissionPageQuery, _options?: CallOptions) => Promise.resolve(PAGE)),
    cancelCommission: vi.fn((_uuid: string) => Promise.resolve(COMMISSION)),
  };
}

const run = (logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start());

describe('commissions actors', () => {
  it('asks for the page without the filters left empty', async () => {
    const commissions = calls();
    await expect(run(commissionsActors(commissions).loadPage, { current: 2, size: 20, filter: { status: '', bookingNo: '' } })).resolves.toEqual(PAGE);
    expect(commissions.getCommissionPage).toHaveBeenCalledWith({ current: 2, size: 20 }, expect.anything());
  });

  it('sends the status and the booking number when they are set', async () => {
    const commissions = calls();
    await run(commissionsActors(commissions).loadPage, { current: 1, size: 10, filter: { status: 'SUBMITTED', bookingNo: 'BK0001' } });
    expect(commissions.getCommissionPage).toHaveBeenCalledWith({ current: 1, size: 10, status: 'SUBMITTED', bookingNo: 'BK0001' }, expect.anything());
  });

  it('sends a booking number alone, or a status alone', async () => {
    const commissions = calls();
    await run(commissionsActors(commissions).loadPage, { current: 1, size: 10, filter: { status: '', bookingNo: 'BK0001' } });
    await run(commissionsActors(commissions).loadPage, { current: 1, size: 10, filter: { status: 'REJECTED', bookingNo: '' } });
    expect(commissions.getCommissionPage.mock.calls.map(([query]) => query)).toEqual([
      { current: 1, size: 10, bookingNo: 'BK0001' },
      { current: 1, size: 10, status: 'REJECTED' },
    ]);
  });

  it('withdraws a commission by its uuid and answers it as it now stands', async () => {
    const commissions = calls();
    await expect(run(commissionsActors(commissions).cancelCommission, { uuid: 'c-1' })).resolves.toEqual(COMMISSION);
    expect(commissions.cancelCommission).toHaveBeenCalledWith('c-1');
  });
});
