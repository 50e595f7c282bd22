import type { Lang } from '../../../domain/lang';
import { utcOffsetHours, type CabinOffer, type VoyagePortLine } from '../../../domain/voyages';

/** A sailing's clock times are read at its ports, whatever the reader's time zone. */
export function portClock(instant: string, portCode: string): { day: string; time: string } {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return { day: '', time: '' };
  const local = new Date(time + utcOffsetHours(portCode) * 3600_000).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export const departurePortName = (line: VoyagePortLine, lang: Lang) => (lang === 'zh' ? line.departurePortNameZh : line.departurePortNameJa);
export const arrivalPortName = (line: VoyagePortLine, lang: Lang) => (lang === 'zh' ? line.arrivalPortNameZh : line.arrivalPortNameJa);
export const cabinName = (cabin: CabinOffer, lang: Lang) => (lang === 'zh' ? cabin.cabinNameZh : cabin.cabinNameJa);
