import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { routes, voyages } from '../../../db/schema';

/** What the imports look up beyond the bookings' and containers' own repositories. */
export function createImportRepository({ db }: { db: Db }) {
  return {
    /** Scheduled sailings still to depart among `codes`, with their route's ports, by code. */
    async openSailings(codes: string[], after: Date): Promise<Map<string, { uuid: string; departurePort: string; arrivalPort: string }>> {
      if (!codes.length) return new Map();
      const rows = await db
        .select({ uuid: voyages.uuid, code: voyages.code, departurePort: routes.departurePort, arrivalPort: routes.arrivalPort })
        .from(voyages)
        .innerJoin(routes, eq(routes.code, voyages.routeCode))
        .where(and(inArray(voyages.code, codes), eq(voyages.status, 'SCHEDULED'), gt(voyages.departureTime, after)));
      return new Map(rows.map(({ code, ...sailing }) => [code, sailing]));
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;
