import type { Page } from '../../domain/envelope';
import { STAFF_RAIL_COMMISSION_PATHS } from '../../domain/shipping/entrustPaths';
import type { RailCommission, RailCommissionPageQuery, StaffRailCommission } from '../../domain/shipping/railCommissions';
import { http } from '../../services/http';

/** The shipping clerk's calls on rail commissions (STAFF_RAIL_COMMISSION_PATHS); the lifecycle chart on the server decides (10500 when refused). */

export function getStaffCommissionPage(query: RailCommissionPageQuery): Promise<Page<StaffRailCommission>> {
  return http.post<Page<StaffRailCommission>>(STAFF_RAIL_COMMISSION_PATHS.page, query);
}

export function acceptCommission(uuid: string): Promise<RailCommission> {
  return http.post<RailCommission>(STAFF_RAIL_COMMISSION_PATHS.accept, { uuid });
}

export function rejectCommission(uuid: string, reason: string): Promise<RailCommission> {
  return http.post<RailCommission>(STAFF_RAIL_COMMISSION_PATHS.reject, { uuid, reason });
}
