import { STAFF_DASHBOARD_PATH, type DashboardCounts } from '../../domain/staff/dashboard';
import { http, type CallOptions } from '../../services/http';

/** The work waiting for the signed-in staff member's role. */
export function dashboardCounts(options?: CallOptions): Promise<DashboardCounts> {
  return http.get<DashboardCounts>(STAFF_DASHBOARD_PATH, undefined, options);
}
