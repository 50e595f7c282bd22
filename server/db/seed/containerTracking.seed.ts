import { and, asc, eq } from 'drizzle-orm';
import type { ContainerType } from '../../../src/domain/shipping/enums';
import { containerCheckDigit, eventTypeOf, type EventClassifier, type TrackingEventCode } from '../../../src/domain/shipping/tracking';
import { bookingContainers, bookings, containerEvents, containers, voyages } from '../schema';
import type { SeedStep } from './seedStep';
import { demoShippingParties } from './demoShippingParties';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** ISO 6346 numbers of the company's own boxes: owner ESF, category U, a serial, the check digit. */
function demoContainerNo(serial: number): string {
  const first10 = `ESFU${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
}

interface Sailing {
  uuid: string;
  departureTime: Date;
  arrivalTime: Date;
}

interface PlannedEvent {
  code: TrackingEventCode;
  classifier: EventClassifier;
  port: string;
  at: Date;
  sailing?: boolean;
}

/**
 * The life of an export box from Shanghai: empty out, stuffed, full in (before the CY cut-off of a
 * sailing at least two days off), loaded, sailed, arrived, discharged; what lies after `now` is
 * planned (PLN), the rest actual (ACT).
 */
function exportTimeline(pol: string, pod: string, s: Sailing, now: Date, offsetHours: number): PlannedEvent[] {
  const dep = s.departureTime.getTime();
  const arr = s.arrivalTime.getTime();
  const at = (ms: number) => new Date(ms + offsetHours * HOUR);
  // Picked up four days before sailing, or yesterday when the sailing is further off: every demo box has left the depot.
  const pickUp = Math.min(dep - 4 * DAY, now.getTime() - DAY);
  const steps: Omit<PlannedEvent, 'classifier'>[] = [
    { code: 'GTOT', port: pol, at: at(pickUp) },
    { code: 'STUF', port: pol, at: at(pickUp + 6 * HOUR) },
    { code: 'GTIN', port: pol, at: at(pickUp + 26 * HOUR) },
    { code: 'LOAD', port: pol, at: at(dep - 5 * HOUR), sailing: true },
    { code: 'DEPA', port: pol, at: new Date(dep), sailing: true },
    { code: 'ARRI', port: pod, at: new Date(arr), sailing: true },
    { code: 'DISC', port: pod, at: at(arr + 3 * HOUR), sailing: true },
  ];
  return steps.map((e) => ({ ...e, classifier: e.at.getTime() <= now.getTime() ? 'ACT' : 'PLN' }));
}

/**
 * demo.shipper's containers and where they are: the confirmed and telex-released bookings of
 * demo.container-bookings get numbered boxes (ESFU...) with their actual events so far (empty
 * pick-up, stuffing, gate-in at Shanghai: the export D&D clock is running) and the planned ones
 * (loading, the vessel's departure and arrival, discharge). No booking is added, so the part-one
 * demo stays as it is. Demo only, after demo.container-bookings.
 */
export const containerTrackingSeed: SeedStep = {
  name: 'demo.container-tracking',
  demoOnly: true,
  async run(db, { now }) {
    const demo = await demoShippingParties(db);
    if (!demo) return;
    const { enterprise, clerk } = demo;

    let serial = 100001;
    const numberBoxes = async (booking: { uuid: string }) => {
      const lines = await db.select().from(bookingContainers).where(eq(bookingContainers.bookingUuid, booking.uuid)).orderBy(asc(bookingContainers.lineNo));
      const rows = lines.flatMap((l) =>
        Array.from({ length: l.quantity }, () => ({
          containerNo: demoContainerNo(serial++),
          containerType: l.containerType as ContainerType,
          bookingUuid: booking.uuid,
          enterpriseId: enterprise.id,
          createdBy: clerk.id,
          createdAt: now,
        })),
      );
      return rows.length ? db.insert(containers).values(rows).returning() : [];
    };
    const record = async (containerUuid: string, voyageUuid: string, events: PlannedEvent[]) => {
      for (const e of events) {
        await db.insert(containerEvents).values({
          containerUuid,
          enterpriseId: enterprise.id,
          eventType: eventTypeOf(e.code),
          eventCode: e.code,
          classifier: e.classifier,
          locationCode: e.port,
          eventTime: e.at,
          voyageUuid: e.sailing ? voyageUuid : null,
          recordedBy: clerk.id,
          createdAt: now,
        });
      }
    };

    // The confirmed bookings still to sail.
    const confirmed = await db
      .select({
        uuid: bookings.uuid,
        polCode: bookings.polCode,
        podCode: bookings.podCode,
        voyageUuid: bookings.voyageUuid,
        departureTime: voyages.departureTime,
        arrivalTime: voyages.arrivalTime,
      })
      .from(bookings)
      .innerJoin(voyages, eq(voyages.uuid, bookings.voyageUuid))
      .where(and(eq(bookings.enterpriseId, enterprise.id), eq(bookings.status, 'Confirmed')))
      .orderBy(asc(bookings.createdAt));
    for (const b of confirmed) {
      const boxes = await numberBoxes(b);
      for (const [i, box] of boxes.entries())
        await record(
          box.uuid,
          b.voyageUuid!,
          exportTimeline(b.polCode, b.podCode, { uuid: b.voyageUuid!, departureTime: b.departureTime, arrivalTime: b.arrivalTime }, now, i * 2),
        );
    }
  },
};
