import type { FastifyInstance } from 'fastify';
import type { ButtonKey } from '../../../src/domain/roles';
import { STAFF_DASHBOARD_PATH, type DashboardCounts } from '../../../src/domain/staff/dashboard';
import { requireUser } from '../../lib/auth/guards';
import { ok } from '../../lib/envelope';
import { noPermission } from '../../lib/errors';
import { webTsReply } from '../../lib/responseSchemas';
import type { DashboardRepository } from './dashboard.repository';
import { ANY_STAFF } from '../../lib/auth/routeAccess';

/** Which permission reads which count. */
const COUNTS: Record<keyof DashboardCounts, ButtonKey> = {
  pendingReviews: 'btn.staff.enterpriseReview',
  offlinePayments: 'btn.staff.ticketing',
  refundRequests: 'btn.staff.ticketing',
  paymentsToReturn: 'btn.staff.ticketing',
  payoutsToMake: 'btn.staff.ticketing',
  submittedBookings: 'btn.staff.shipping',
};

const countSchema = { type: 'integer', minimum: 0 } as const;

/** The console's home: the work waiting for the caller's role, counted. */
export async function staffDashboardRoutes(app: FastifyInstance, { repository }: { repository: DashboardRepository }): Promise<void> {
  app.get(
    `/api${STAFF_DASHBOARD_PATH}`,
    {
      config: { access: ANY_STAFF },
      schema: {
        tags: ['staff'],
        summary: 'The work waiting for the caller’s role: only the counts its permissions cover',
        description: 'Any staff member (btn.staff.*); a customer is answered 10403 (HTTP 200, still logged in), no login HTTP 401.',
        response: webTsReply(
          {
            type: 'object',
            properties: {
              pendingReviews: countSchema,
              offlinePayments: countSchema,
              refundRequests: countSchema,
              paymentsToReturn: countSchema,
              payoutsToMake: countSchema,
              submittedBookings: countSchema,
            },
          },
          'the counts',
        ),
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!user.buttons.some((button) => button.startsWith('btn.staff.'))) throw noPermission();
      const wanted = (Object.keys(COUNTS) as (keyof DashboardCounts)[]).filter((name) => user.buttons.includes(COUNTS[name]));
      const values = await Promise.all(wanted.map((name) => repository[name]()));
      const counts: DashboardCounts = Object.fromEntries(wanted.map((name, i) => [name, values[i]]));
      return ok(counts);
    },
  );
}
