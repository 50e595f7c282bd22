import type { Currency } from '../baseData';
import type { LocalDate } from '../voyages';
import type { DndCharge, DndTier } from './dnd';
import type { ContainerType } from './enums';
import type { EventClassifier, TrackingEventCode, TrackingEventType, TrackingNumberKind } from './tracking';

/** Answers of the part-two calls (cargoPaths.ts), shared by server and client. Instants are ISO 8601 (UTC). */

export interface PortNames {
  portCode: string;
  portNameZh: string;
  portNameJa: string;
  portNameEn: string;
}

/** One event of a container's timeline. */
export interface TrackingEventView {
  eventType: TrackingEventType;
  eventCode: TrackingEventCode;
  /** PLN planned, ACT actual */
  classifier: EventClassifier;
  nameZh: string;
  nameJa: string;
  nameEn: string;
  locationCode: string;
  locationNameZh: string;
  locationNameJa: string;
  locationNameEn: string;
  eventTime: string;
  vessel: string | null;
  voyageCode: string | null;
}

/** A container found by a search, with its timeline and where it stands now. */
export interface ContainerTrack {
  containerNo: string;
  containerType: ContainerType;
  bookingNo: string;
  blNo: string | null;
  polCode: string;
  podCode: string;
  vessel: string;
  voyageCode: string;
  /** the numbers of the search that found it */
  matchedBy: string[];
  /** the latest actual equipment event; null while nothing has happened to it */
  status: TrackingEventView | null;
  /** every event in time order, planned and actual */
  events: TrackingEventView[];
}

export interface CargoTrackingAnswer {
  containers: ContainerTrack[];
  /** numbers that found nothing of the caller's (unknown or someone else's: the same) */
  notFound: { number: string; kind: TrackingNumberKind }[];
}

/** A numbered container of a booking (the clerk's assignContainers answer). */
export interface BookingContainerView {
  uuid: string;
  containerNo: string;
  containerType: ContainerType;
  bookingNo: string;
}

/** A tariff as published: free days and the tiers after them, per container per day in minor units. */
export interface DndTariffView extends PortNames {
  containerType: ContainerType;
  currency: Currency;
  freeDays: number;
  tiers: DndTier[];
  updatedAt: string;
}

/** The estimate: the charge of the period per tier and in total, in the port's currency (minor units). */
export interface DndEstimate extends DndCharge, PortNames {
  containerType: ContainerType;
  startDate: LocalDate;
  endDate: LocalDate;
}

/**
 * One container's demurrage and detention at a port: export from empty pick-up (GTOT) to
 * loading (LOAD) at the port of loading; import from discharge (DISC) to empty return (GTIN)
 * at the port of discharge; a period still running counts to today.
 */
export interface DemurrageLine extends PortNames {
  containerNo: string;
  containerType: ContainerType;
  bookingNo: string;
  side: 'EXPORT' | 'IMPORT';
  startDate: LocalDate;
  /** the day the period ended; null while it runs (counted to today) */
  endDate: LocalDate | null;
  /** the charge so far; null when the port has no tariff for the type */
  charge: DndCharge | null;
}

/** What the demurrage query asks: a page, searched by container or booking number. */
export interface DemurrageQuery {
  current: number;
  /** 10, 20 or 50 */
  size: number;
  /** a container's number or its beginning */
  containerNo?: string;
  /** a booking's number or its beginning */
  bookingNo?: string;
}

/** A line of the demurrage query with the key a table row needs: one container has one line per side. */
export type DemurrageRow = DemurrageLine & { uuid: string };
