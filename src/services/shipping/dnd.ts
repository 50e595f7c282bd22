import type { Page } from '../../domain/envelope';
import { DND_PATHS } from '../../domain/shipping/cargoPaths';
import type { DemurrageLine, DemurrageQuery, DemurrageRow, DndEstimate, DndTariffView } from '../../domain/shipping/cargoTypes';
import type { DndEstimateBody } from '../../domain/shipping/cargoSchemas';
import type { ContainerType } from '../../domain/shipping/enums';
import { http, type CallOptions } from '../http';

/** Demurrage and detention (DND_PATHS, the `{ code: 0 }` family). Money is in minor units of the port's currency. */

export interface FreeDayFilter {
  portCode?: string;
  containerType?: ContainerType;
}

/** The published tariffs (public): free days and each tier, by port and container type; an empty filter answers them all. */
export function getFreeDays(filter: FreeDayFilter = {}, options?: CallOptions): Promise<DndTariffView[]> {
  return http.get<DndTariffView[]>(
    DND_PATHS.freeDayList,
    { portCode: filter.portCode || undefined, containerType: filter.containerType || undefined },
    options,
  );
}

/** The server's estimate of the period (login required): each tier's days, rate and amount, and the total. */
export function estimateDnd(body: DndEstimateBody): Promise<DndEstimate> {
  return http.post<DndEstimate>(DND_PATHS.estimate, body);
}

/** A page of the enterprise's containers' D&D so far (approved enterprise), newest booking first. */
export async function getDemurragePage({ current, size, containerNo, bookingNo }: DemurrageQuery): Promise<Page<DemurrageRow>> {
  const page = await http.post<Page<DemurrageLine>>(DND_PATHS.demurragePage, {
    current,
    size,
    ...(containerNo ? { containerNo } : {}),
    ...(bookingNo ? { bookingNo } : {}),
  });
  return { ...page, records: page.records.map((line) => ({ ...line, uuid: `${line.bookingNo}/${line.containerNo}/${line.side}` })) };
}
