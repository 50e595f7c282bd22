import { EB_BASE } from '../apiPaths';

/**
 * Container shipping, part two: cargo tracking, demurrage and detention, sailing schedules
 * (spec section 7: ebCargoTracking/{mapping}, ebDndCharge/{mapping}, queryItsVoyage). The
 * mappings and bodies are our design, described in the OpenAPI document. Paths are without the
 * /api prefix (client calls).
 */

const TRACKING = `${EB_BASE}/ebCargoTracking`;
const DND = `${EB_BASE}/ebDndCharge`;
const STAFF_TRACKING = `${EB_BASE}/staff/ebCargoTracking`;
const STAFF_DND = `${EB_BASE}/staff/ebDndCharge`;

/** Cargo tracking (menu.cargoTracking: individuals and enterprises; only the caller's own cargo is found). */
export const TRACKING_PATHS = {
  /** POST TrackingQuery { numbers }: CargoTrackingAnswer, one ContainerTrack per container found */
  track: `${TRACKING}/track`,
} as const;

/** Demurrage and detention. */
export const DND_PATHS = {
  /** GET ?portCode=&containerType= or POST the same: DndTariffView[] (public: free days and tiers) */
  freeDayList: `${DND}/freeDayList`,
  /** POST DndEstimateBody (login, menu.dndQueryAndCalcRate): DndEstimate */
  estimate: `${DND}/estimate`,
  /** POST { current, size, containerNo?, bookingNo? } (approved enterprise, menu.dndChargeQueryIndex): Page<DemurrageLine> */
  demurragePage: `${DND}/demurragePage`,
} as const;

/** The shipping clerk's calls (btn.staff.shipping). */
export const STAFF_TRACKING_PATHS = {
  /** POST TrackingQuery { numbers }: CargoTrackingAnswer over every enterprise's containers */
  track: `${STAFF_TRACKING}/track`,
  /** POST { bookingUuid, containers: [{ containerNo, containerType }] }: a confirmed booking's containers numbered -> BookingContainerView[] */
  assignContainers: `${STAFF_TRACKING}/assignContainers`,
  /** POST TrackingEventBody: one event of a container -> TrackingEventView */
  recordEvent: `${STAFF_TRACKING}/recordEvent`,
  /** POST { bookingNo }: the booking's numbered containers with their timelines -> ContainerTrack[] (empty while none is numbered) */
  bookingContainers: `${STAFF_TRACKING}/bookingContainers`,
} as const;

export const STAFF_DND_PATHS = {
  /** POST DndTariffBody: the tariff of a port and container type, created or replaced -> DndTariffView */
  saveTariff: `${STAFF_DND}/saveTariff`,
  /** POST { portCode, containerType, freeDays }: free days changed, the tiers moved with them -> DndTariffView */
  setFreeDays: `${STAFF_DND}/setFreeDays`,
} as const;

/** The schedule search of /scheduleMgt: ports of loading and discharge and a date range required (public). */
export const SCHEDULE_SEARCH_PATH = '/web/api/eb/ebItsVoyage/searchSchedule';
