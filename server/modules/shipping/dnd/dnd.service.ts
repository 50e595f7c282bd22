import { pageOf, type Page } from '../../../../src/domain/envelope';
import type { DemurrageLine, DndEstimate, DndTariffView } from '../../../../src/domain/shipping/cargoTypes';
import type { DndEstimateBody, DndFreeDaysBody, DndTariffBody } from '../../../../src/domain/shipping/cargoSchemas';
import { calculateDnd, chargeForDays, daysUsed, dndPeriods, withFreeDays, type DndTariff } from '../../../../src/domain/shipping/dnd';
import type { ContainerType } from '../../../../src/domain/shipping/enums';
import { localDate } from '../../../../src/domain/voyages';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { notFound } from '../../../lib/errors';
import { recordStaffAction } from '../../staff/audit';
import type { DndRepository, TariffRow } from './dnd.repository';
import { shippingFields } from '../shipping.errors';
import type { TrackingRepository } from '../tracking/tracking.repository';

const view = ({ id: _id, updatedAt, ...row }: TariffRow): DndTariffView => ({ ...row, updatedAt: updatedAt.toISOString() });
const tariffOf = (row: TariffRow): DndTariff => ({ currency: row.currency, freeDays: row.freeDays, tiers: row.tiers });
/** A tariff's change in the staff audit, the record named port:type (CNSHA:40HC). */
const audit = (tx: Db, staffUserId: string, action: string, portCode: string, containerType: ContainerType, before: DndTariff | null, after: DndTariff) =>
  recordStaffAction(tx, { staffUserId, action, recordType: 'tariff', recordId: `${portCode}:${containerType}`, before, after });
const names = (row: TariffRow) => ({ portCode: row.portCode, portNameZh: row.portNameZh, portNameJa: row.portNameJa, portNameEn: row.portNameEn });

/** A page of the demurrage query, searched by the container's or the booking's number (or their beginnings). */
export interface DemurrageQuery {
  current: number;
  size: number;
  containerNo?: string;
  bookingNo?: string;
}

interface Deps {
  db: Db;
  clock: Clock;
  dndFor: (db: Db) => DndRepository;
  tracking: TrackingRepository;
}

/**
 * Demurrage and detention (DND_PATHS, STAFF_DND_PATHS): the published tariffs, the estimate and
 * the enterprise's running charges, all through the one calculation of src/domain/shipping/dnd.ts.
 */
export function createDndService({ db, clock, dndFor, tracking }: Deps) {
  const repository = dndFor(db);

  async function saved(portCode: string, containerType: ContainerType): Promise<DndTariffView> {
    const row = await repository.find(portCode, containerType);
    return view(row!);
  }

  return {
    async freeDayList(filter: { portCode?: string; containerType?: ContainerType }): Promise<DndTariffView[]> {
      const portCode = filter.portCode?.toUpperCase();
      return (await repository.list({ portCodes: portCode ? [portCode] : undefined, containerType: filter.containerType })).map(view);
    },

    /** The charge of the period per tier; 10422 at portCode when the port has no tariff for the type. */
    async estimate(body: DndEstimateBody): Promise<DndEstimate> {
      const row = await repository.find(body.portCode, body.containerType as ContainerType);
      if (!row) throw shippingFields({ portCode: (await repository.portCurrency(body.portCode)) ? 'dndNoTariff' : 'portUnknown' });
      const charge = calculateDnd({ tariff: tariffOf(row), quantity: body.quantity, startDate: body.startDate, endDate: body.endDate });
      return { ...charge, ...names(row), containerType: row.containerType, startDate: body.startDate, endDate: body.endDate };
    },

    /**
     * The enterprise's containers' D&D periods (export at the port of loading, import at the port
     * of discharge) with the charge so far, newest booking first. Built in memory: an enterprise
     * has at most a few hundred containers in play.
     */
    async demurragePage(enterpriseId: string, query: DemurrageQuery): Promise<Page<DemurrageLine>> {
      const bookingNo = query.bookingNo?.trim().toUpperCase();
      const containers = (await tracking.listForEnterprise(enterpriseId, query.containerNo?.trim().toUpperCase() || undefined)).filter(
        (c) => !bookingNo || c.bookingNo.startsWith(bookingNo),
      );
      const events = await tracking.eventsOf(containers.map((c) => c.uuid));
      const portCodes = [...new Set(containers.flatMap((c) => [c.polCode, c.podCode]).filter(Boolean))];
      const tariffs = portCodes.length ? await repository.list({ portCodes }) : [];
      const now = clock();
      const lines: DemurrageLine[] = containers.flatMap((c) => {
        const own = events.filter((e) => e.containerUuid === c.uuid);
        const periods = dndPeriods(
          own.map((e) => ({ ...e, eventTime: e.eventTime.toISOString() })),
          c.polCode,
          c.podCode,
        );
        return periods.map((p) => {
          const tariff = tariffs.find((t) => t.portCode === p.portCode && t.containerType === c.containerType);
          const port = own.find((e) => e.locationCode === p.portCode)!;
          const end = p.endDate ?? localDate(now, p.portCode);
          return {
            portCode: p.portCode,
            portNameZh: port.locationNameZh,
            portNameJa: port.locationNameJa,
            portNameEn: port.locationNameEn,
            containerNo: c.containerNo,
            containerType: c.containerType,
            bookingNo: c.bookingNo,
            side: p.side,
            startDate: p.startDate,
            endDate: p.endDate,
            charge: tariff && end >= p.startDate ? chargeForDays(tariffOf(tariff), 1, daysUsed(p.startDate, end)) : null,
          };
        });
      });
      const from = (query.current - 1) * query.size;
      return pageOf(lines.slice(from, from + query.size), lines.length, query);
    },

    /** The clerk writes a port's tariff for a type whole; 10422 at portCode for a port the portal does not know. */
    async saveTariff(staffId: string, body: DndTariffBody): Promise<DndTariffView> {
      const currency = await repository.portCurrency(body.portCode);
      if (!currency) throw shippingFields({ portCode: 'portUnknown' });
      const containerType = body.containerType as ContainerType;
      await db.transaction(async (tx) => {
        const repo = dndFor(tx);
        await repo.lock(body.portCode, containerType);
        const before = await repo.find(body.portCode, containerType);
        const after = { currency, freeDays: body.freeDays, tiers: body.tiers.map((t) => ({ ...t, toDay: t.toDay ?? null })) };
        await repo.save({ portCode: body.portCode, containerType, ...after, updatedBy: staffId, updatedAt: clock() });
        await audit(tx, staffId, 'tariff.save', body.portCode, containerType, before ? tariffOf(before) : null, after);
      });
      return saved(body.portCode, containerType);
    },

    /** Other free days for a tariff, its tiers moved with them; 10404 when the port has no tariff for the type. */
    async setFreeDays(staffId: string, body: DndFreeDaysBody): Promise<DndTariffView> {
      const containerType = body.containerType as ContainerType;
      await db.transaction(async (tx) => {
        const repo = dndFor(tx);
        if (!(await repo.lock(body.portCode, containerType))) throw notFound();
        const row = (await repo.find(body.portCode, containerType))!;
        const moved = withFreeDays(tariffOf(row), body.freeDays);
        await repo.save({
          portCode: row.portCode,
          containerType,
          currency: row.currency,
          freeDays: moved.freeDays,
          tiers: moved.tiers,
          updatedBy: staffId,
          updatedAt: clock(),
        });
        await audit(tx, staffId, 'tariff.setFreeDays', row.portCode, containerType, tariffOf(row), moved);
      });
      return saved(body.portCode, containerType);
    },
  };
}
export type DndService = ReturnType<typeof createDndService>;
