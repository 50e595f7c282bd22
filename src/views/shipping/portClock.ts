import type { Lang } from '../../domain/lang';
import { utcOffsetHours } from '../../domain/voyages';
import { portTime } from '../ticketing/createOrder/portTime';

/**
 * Times of the container screens as each port's clock shows them (a sailing's ETD at Shanghai
 * in China time, its ETA at Osaka in Japan time), whatever the reader's time zone.
 */

/** 'YYYY-MM-DD HH:mm' at the port; '' when there is no time. */
export const portClock = (instant: string | null | undefined, portCode: string): string => (instant ? portTime(instant, portCode).slice(0, 16) : '');

/** The port's zone, shown beside its times: 'UTC+8'. */
export const zoneOf = (portCode: string): string => `UTC+${utcOffsetHours(portCode)}`;

/** A port's name in the interface language (Japanese text for every language but Chinese). */
export const portNameIn = (port: { portNameZh: string; portNameJa: string }, lang: Lang): string => (lang === 'zh' ? port.portNameZh : port.portNameJa);
