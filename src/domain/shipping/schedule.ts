import type { ItsVoyage } from '../voyages';

/**
 * Sailing schedules (DOMAIN "Container sailings"): what queryItsVoyage and the schedule search
 * answer beside the port rotation — ETD and ETA, transit time and the cut-offs of the port of
 * loading. The cut-offs are the terminal's and the documentation desk's deadlines before ETD.
 */

const HOUR = 3600 * 1000;

/** Hours before ETD: container yard (full boxes gated in), shipping instructions, verified gross mass (SOLAS). */
export const CUT_OFF_HOURS = { cy: 24, doc: 48, vgm: 30 } as const;

export interface SailingTimes {
  /** departure from the port of loading */
  etd: string;
  /** arrival at the port of discharge */
  eta: string;
  transitMinutes: number;
  /** whole days at sea, rounded up (46 h is 2 days) */
  transitDays: number;
  cyCutOff: string;
  docCutOff: string;
  vgmCutOff: string;
}

/** A sailing of the schedule: its rotation (queryItsVoyage) plus ports, times, transit and cut-offs. */
export interface ScheduledSailing extends ItsVoyage, SailingTimes {
  polCode: string;
  podCode: string;
}

/** The instant `hours` before `etd`, ISO 8601. */
export const cutOffBefore = (etd: Date, hours: number): string => new Date(etd.getTime() - hours * HOUR).toISOString();

export function sailingTimes(etd: Date, eta: Date): SailingTimes {
  const transitMinutes = Math.round((eta.getTime() - etd.getTime()) / 60000);
  return {
    etd: etd.toISOString(),
    eta: eta.toISOString(),
    transitMinutes,
    transitDays: Math.ceil(transitMinutes / 1440),
    cyCutOff: cutOffBefore(etd, CUT_OFF_HOURS.cy),
    docCutOff: cutOffBefore(etd, CUT_OFF_HOURS.doc),
    vgmCutOff: cutOffBefore(etd, CUT_OFF_HOURS.vgm),
  };
}
