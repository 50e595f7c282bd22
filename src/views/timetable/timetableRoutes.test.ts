import { describe, expect, it } from 'vitest';
import type { VoyagePortLine } from '../../domain/voyages';
import { timetableRoutes } from './timetableRoutes';

const line = (uuid: string, routeCode: string, departurePort: string, arrivalPort: string, departureTime: string) =>
  ({ uuid, routeCode, departurePort, arrivalPort, departureTime }) as VoyagePortLine;

describe('timetableRoutes', () => {
  it('groups by route in the order given and names the local weekdays, Monday first', () => {
    const routes = timetableRoutes([
      // Friday 2026-12-04 11:00 in Shanghai, Tuesday 2026-12-08 11:00
      line('a', 'SHA-OSA', 'CNSHA', 'JPOSA', '2026-12-04T03:00:00.000Z'),
      line('b', 'SHA-OSA', 'CNSHA', 'JPOSA', '2026-12-08T03:00:00.000Z'),
      // 2026-12-05 23:30 UTC is Sunday 08:30 in Osaka (UTC+9), still Saturday in UTC
      line('c', 'OSA-SHA', 'JPOSA', 'CNSHA', '2026-12-05T23:30:00.000Z'),
      line('d', 'SHA-OSA', 'CNSHA', 'JPOSA', '2026-12-11T03:00:00.000Z'),
    ]);
    expect(routes.map((r) => [r.routeCode, r.weekdays, r.lines.map((l) => l.uuid)])).toEqual([
      ['SHA-OSA', [2, 5], ['a', 'b', 'd']],
      ['OSA-SHA', [7], ['c']],
    ]);
    expect(routes[1]).toMatchObject({ departurePort: 'JPOSA', arrivalPort: 'CNSHA' });
  });

  it('has no route without sailings', () => {
    expect(timetableRoutes([])).toEqual([]);
  });
});
