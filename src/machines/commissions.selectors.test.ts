import { describe, expect, it } from 'vitest';
import type { RailCommission } from '../domain/shipping/railCommissions';
import { commissionsMachine, type CommissionsContext } from './commissions.machine';
import {
  selectCanAct,
  selectCommissionsContext,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectIsLoading,
  selectIsViewing,
  selectLoadFailed,
} from './commissions.selectors';

const COMMISSION = { uuid: 'c-1', commissionNo: 'RC00000001', bookingNo: 'BK00000001', status: 'SUBMITTED' } as RailCommission;
const CONTEXT: CommissionsContext = {
  current: 2,
  size: 20,
  filter: { status: 'SUBMITTED', bookingNo: 'BK0001' },
  page: { records: [COMMISSION], total: 21, current: 2, size: 20, pages: 2 },
  selected: COMMISSION,
};

const flags = (value: string) => {
  const snapshot = commissionsMachine.resolveState({ value, context: CONTEXT });
  return {
    loading: selectIsLoading(snapshot),
    loadFailed: selectLoadFailed(snapshot),
    viewing: selectIsViewing(snapshot),
    confirmingCancel: selectIsConfirmingCancel(snapshot),
    cancelling: selectIsCancelling(snapshot),
    canAct: selectCanAct(snapshot),
  };
};

const NONE = { loading: false, loadFailed: false, viewing: false, confirmingCancel: false, cancelling: false, canAct: false };

describe('commissions selectors', () => {
  it.each([
    ['loading', { loading: true }],
    ['loadFailed', { loadFailed: true }],
    ['ready', { canAct: true }],
    ['viewing', { viewing: true }],
    ['confirmingCancel', { confirmingCancel: true }],
    ['cancelling', { cancelling: true }],
  ])('in %s', (value, shown) => {
    expect(flags(value)).toEqual({ ...NONE, ...shown });
  });

  it('reads the page, its paging and filter, and the commission selected', () => {
    const context = selectCommissionsContext(commissionsMachine.resolveState({ value: 'viewing', context: CONTEXT }));
    expect(context).toMatchObject({ current: 2, size: 20, filter: { status: 'SUBMITTED', bookingNo: 'BK0001' }, selected: { uuid: 'c-1' } });
    expect(context.page?.records.map((c) => c.commissionNo)).toEqual(['RC00000001']);
  });
});
