import { STAFF_DASHBOARD_PATH, type DashboardCounts } from '../../domain/staff/dashboard';
import { http } from '../../services/http';

/** The work waiting for the signed-in staff member's role. */
export function dashboardCounts(): Promise<DashboardCounts> {
  return http.get<DashboardCounts>(STAFF_DASHBOARD_PATH);
}
