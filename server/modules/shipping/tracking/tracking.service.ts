import type { BookingContainerView, CargoTrackingAnswer, ContainerTrack, TrackingEventView } from '../../../../src/domain/shipping/cargoTypes';
import { parseTrackingNumbers, type ContainerAssignBody, type TrackingEventBody } from '../../../../src/domain/shipping/cargoSchemas';
import type { ContainerType } from '../../../../src/domain/shipping/enums';
import { SHIPPING_MESSAGES, type ShippingMessageKey } from '../../../../src/domain/shipping/messages';
import {
  BOOKING_NO,
  TRACKING_EVENT_NAMES,
  currentStatusOf,
  eventTypeOf,
  timelineOrder,
  type EventClassifier,
  type TrackingEventCode,
} from '../../../../src/domain/shipping/tracking';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { ErrorCode } from '../../../../src/domain/errorCodes';
import { AppError, notFound, validation } from '../../../lib/errors';
import { recordStaffAction } from '../../staff/audit';
import { bookingNotConfirmed, containerAssigned, shippingFields } from '../shipping.errors';
import type { EventRow, TrackedContainerRow, TrackingRepository } from './tracking.repository';
import { bookingMessage } from '../../../../src/domain/shipping/bookingMessages';
import type { MessagesRepository } from '../messages/messages.repository';

/** Whose cargo a search may find: an approved enterprise's; anyone else (an individual) has none. */
export interface TrackingCaller {
  enterpriseId: string | null;
}

/** Events that belong to a sailing: without one given, the booking's sailing is recorded. */
const SAILING_EVENTS: readonly TrackingEventCode[] = ['LOAD', 'DISC', 'DEPA', 'ARRI'];
/** An actual event may be up to this far ahead of the server's clock (the clerk's clock drifts). */
const ACTUAL_SLACK_MS = 5 * 60 * 1000;

function toEventView(row: EventRow): TrackingEventView {
  const name = TRACKING_EVENT_NAMES[row.eventCode];
  return {
    eventType: row.eventType,
    eventCode: row.eventCode,
    classifier: row.classifier,
    nameZh: name.zh,
    nameJa: name.ja,
    nameEn: name.en,
    locationCode: row.locationCode,
    locationNameZh: row.locationNameZh,
    locationNameJa: row.locationNameJa,
    locationNameEn: row.locationNameEn,
    eventTime: row.eventTime.toISOString(),
    vessel: row.vessel,
    voyageCode: row.voyageCode,
  };
}

/** The numbers at fault named in the message: "集装箱号校验位不正确：CSQU3054384". */
function numbersFault(key: ShippingMessageKey, numbers: string[]) {
  const text = SHIPPING_MESSAGES[key];
  const list = numbers.length ? `：${numbers.join(', ')}` : '';
  return validation({ numbers: { message: `${text.zh}${list}`, jpMessage: `${text.ja}${list}` } });
}

interface Deps {
  db: Db;
  clock: Clock;
  repositoryFor: (db: Db) => TrackingRepository;
  messagesFor: (db: Db) => MessagesRepository;
}

/**
 * Cargo tracking (TRACKING_PATHS) and the shipping clerk's containers and events
 * (STAFF_TRACKING_PATHS). A customer's search only ever finds the caller's enterprise's
 * containers; the clerk's finds anyone's.
 */
export function createTrackingService({ db, clock, repositoryFor, messagesFor }: Deps) {
  const repository = repositoryFor(db);

  /**
   * Each container a number names, of the enterprise (or of every enterprise: null), with its
   * timeline and status; undefined: nobody's cargo (an individual).
   */
  async function trackIn(enterpriseId: string | null | undefined, input: unknown): Promise<CargoTrackingAnswer> {
    const parsed = parseTrackingNumbers(input);
    if (!parsed.ok) throw numbersFault(parsed.key, parsed.numbers);
    const of = (kind: string) => parsed.numbers.filter((n) => n.kind === kind).map((n) => n.number);
    const rows =
      enterpriseId === undefined
        ? []
        : await repository.findForEnterprise(enterpriseId, { bookingNos: of('BOOKING'), blNos: of('BL'), containerNos: of('CONTAINER') });
    const matchedBy = (row: TrackedContainerRow) =>
      parsed.numbers
        .filter(({ number, kind }) => (kind === 'BOOKING' ? row.bookingNo : kind === 'BL' ? row.blNo : row.containerNo) === number)
        .map((n) => n.number);
    if (!rows.length) throw notFound();
    const events = await repository.eventsOf(rows.map((r) => r.uuid));
    const tracks: ContainerTrack[] = rows.map((row) => {
      const own = timelineOrder(events.filter((e) => e.containerUuid === row.uuid).map((e) => ({ ...toEventView(e) })));
      return {
        containerNo: row.containerNo,
        containerType: row.containerType,
        bookingNo: row.bookingNo,
        blNo: row.blNo,
        polCode: row.polCode,
        podCode: row.podCode,
        vessel: row.vessel,
        voyageCode: row.voyageCode,
        matchedBy: matchedBy(row),
        status: currentStatusOf(own),
        events: own,
      };
    });
    const found = new Set(tracks.flatMap((t) => t.matchedBy));
    return { containers: tracks, notFound: parsed.numbers.filter((n) => !found.has(n.number)) };
  }

  return {
    /**
     * Each container of the caller's that a number names, with its timeline and status; the
     * numbers that found nothing are listed. Nothing found at all: 10404 (an unknown number and
     * another enterprise's answer the same).
     */
    async track(caller: TrackingCaller, input: unknown): Promise<CargoTrackingAnswer> {
      return trackIn(caller.enterpriseId ?? undefined, input);
    },

    /** The clerk's search: the same answer over every enterprise's containers. */
    trackAny: (input: unknown): Promise<CargoTrackingAnswer> => trackIn(null, input),

    /**
     * A booking's numbered containers, for the clerk's booking page: none numbered yet (or no such
     * booking) is an empty list there, not a failed search.
     */
    async bookingContainers(bookingNo: string): Promise<ContainerTrack[]> {
      if (!BOOKING_NO.test(bookingNo)) return [];
      try {
        return (await trackIn(null, [bookingNo])).containers;
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return [];
        throw error;
      }
    },

    /**
     * Numbers the containers of a confirmed booking: per container type no more than booked.
     * 10404 unknown booking; 10500 not Confirmed; 10409 a number already on the booking. The
     * enterprise's message listing the new numbers (and its mail) commits with them.
     */
    async assignContainers(staffId: string, body: ContainerAssignBody): Promise<BookingContainerView[]> {
      return db.transaction(async (tx) => {
        const repo = repositoryFor(tx);
        const found = await repo.bookingForNumbering(body.bookingUuid);
        if (!found) throw notFound();
        const { booking, lines, numbered } = found;
        if (booking.status !== 'Confirmed') throw bookingNotConfirmed();
        if (body.containers.some((c) => numbered.some((n) => n.containerNo === c.containerNo))) throw containerAssigned();
        const booked = (type: string) => lines.filter((l) => l.containerType === type).reduce((sum, l) => sum + l.quantity, 0);
        const count = (list: { containerType: string }[], type: string) => list.filter((c) => c.containerType === type).length;
        const over = body.containers.find((c) => count(numbered, c.containerType) + count(body.containers, c.containerType) > booked(c.containerType));
        if (over) throw shippingFields({ containers: 'containersExceedBooking' });
        const inserted = await repo.insertContainers(
          body.containers.map((c) => ({
            containerNo: c.containerNo,
            containerType: c.containerType as ContainerType,
            bookingUuid: booking.uuid,
            enterpriseId: booking.enterpriseId,
            createdBy: staffId,
          })),
        );
        const after = await repo.bookingForNumbering(booking.uuid);
        const numbers = (list: { containerNo: string }[]) =>
          list
            .map((c) => c.containerNo)
            .sort()
            .join(', ');
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'booking.assignContainers',
          recordType: 'booking',
          recordId: booking.uuid,
          before: { containers: numbers(numbered) },
          after: { containers: numbers(after!.numbered) },
        });
        const assigned = inserted
          .map((c) => ({ containerNo: c.containerNo, containerType: c.containerType, sealNo: c.sealNo }))
          .sort((a, b) => a.containerNo.localeCompare(b.containerNo));
        await messagesFor(tx).insert({
          enterpriseId: booking.enterpriseId,
          userId: null,
          type: 'CONTAINERS_ASSIGNED',
          ...bookingMessage('CONTAINERS_ASSIGNED', { bookingNo: booking.bookingNo, containers: assigned }),
          bookingUuid: booking.uuid,
          createdAt: clock(),
        });
        return after!.numbered
          .map((n) => ({ uuid: n.uuid, containerNo: n.containerNo, containerType: n.containerType, bookingNo: booking.bookingNo }))
          .sort((a, b) => a.containerNo.localeCompare(b.containerNo));
      });
    },

    /**
     * Records one event of a container (on the booking `bookingNo`, else its newest). Sailing
     * events without a sailing get the booking's. An actual event cannot lie in the future.
     */
    async recordEvent(staffId: string, body: TrackingEventBody): Promise<TrackingEventView> {
      const container = await repository.findByNumber(body.containerNo, body.bookingNo || undefined);
      if (!container) throw notFound();
      const eventTime = new Date(body.eventTime);
      const eventCode = body.eventCode as TrackingEventCode;
      const classifier = body.classifier as EventClassifier;
      if (!(await repository.knownPort(body.locationCode))) throw shippingFields({ locationCode: 'portUnknown' });
      if (body.voyageUuid && !(await repository.voyageExists(body.voyageUuid))) throw shippingFields({ voyageUuid: 'sailingFormat' });
      if (classifier === 'ACT' && eventTime.getTime() > clock().getTime() + ACTUAL_SLACK_MS) throw shippingFields({ eventTime: 'actualInFuture' });
      const voyageUuid = body.voyageUuid || (SAILING_EVENTS.includes(eventCode) ? container.voyageUuid : null);
      // The event and its audit entry (on the container's booking) commit together.
      const { id } = await db.transaction(async (tx) => {
        const inserted = await repositoryFor(tx).insertEvent({
          containerUuid: container.uuid,
          enterpriseId: container.enterpriseId,
          eventType: eventTypeOf(eventCode),
          eventCode,
          classifier,
          locationCode: body.locationCode,
          eventTime,
          voyageUuid,
          recordedBy: staffId,
          createdAt: clock(),
        });
        await recordStaffAction(tx, {
          staffUserId: staffId,
          action: 'booking.recordEvent',
          recordType: 'booking',
          recordId: container.bookingUuid,
          before: null,
          after: { containerNo: container.containerNo, eventCode, classifier, locationCode: body.locationCode, eventTime: eventTime.toISOString() },
        });
        return inserted;
      });
      const recorded = (await repository.eventsOf([container.uuid])).find((e) => e.id === id);
      return toEventView(recorded!);
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
