import { fromPromise } from 'xstate';
import type * as commissionsCalls from '../services/shipping/commissions';
import type { Page } from '../domain/envelope';
import type { RailCommission } from '../domain/shipping/railCommissions';
import type { CommissionPageInput } from './commissions.machine';

/** The my-commissions chart's calls: a page (only the filters that are set are sent), and a cancel. */
export function commissionsActors(commissions: Pick<typeof commissionsCalls, 'getCommissionPage' | 'cancelCommission'>) {
  return {
    loadPage: fromPromise<Page<RailCommission>, CommissionPageInput>(({ input, signal }) =>
      commissions.getCommissionPage(
        {
          current: input.current,
          size: input.size,
          ...(input.filter.status ? { status: input.filter.status } : {}),
          ...(input.filter.bookingNo ? { bookingNo: input.filter.bookingNo } : {}),
        },
        { signal },
      ),
    ),
    cancelCommission: fromPromise<RailCommission, { uuid: string }>(({ input }) => commissions.cancelCommission(input.uuid)),
  };
}
