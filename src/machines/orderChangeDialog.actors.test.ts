import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { VoyagePortLine } from '../domain/voyages';
import { changeOptionsOf, orderChangeDialogActors } from './orderChangeDialog.actors';
import { leg, order } from './orders.fixtures';

function line(uuid: string, cabins: [string, number, 'room' | 'berth'][], route: [string, string] = ['CNSHA', 'JPOSA']): VoyagePortLine {
  return {
    uuid,
    voyageCode: `SO-${uuid}`,
    routeCode: 'SHA-OSA',
    vessel: '新鉴真',
    departurePort: route[0],
    arrivalPort: route[1],
    departureTime: '2026-12-17T02:00:00.000Z',
    arrivalTime: '2026-12-18T01:00:00.000Z',
    durationMinutes: 1380,
    departurePortNameZh: '上海',
    departurePortNameJa: '上海',
    departurePortNameEn: 'Shanghai',
    arrivalPortNameZh: '大阪',
    arrivalPortNameJa: '大阪',
    arrivalPortNameEn: 'Osaka',
    currency: 'RMB',
    fuelSurcharge: 200,
    cabins: cabins.map(([cabinClass, remainingBerths, unit]) => ({
      cabinClass,
      cabinNameZh: cabinClass,
      cabinNameJa: cabinClass,
      unit,
      totalBerths: 10,
      remainingBerths,
      fares: [],
      extraBedFee: null,
    })),
  };
}

// two paying passengers in second-class Japanese-style berths on v-1
const TWO = order('o-1', 'PAID', { legs: [leg({ berths: 2, cabinClass: 'SECOND_JAPANESE' })] });

describe('changeOptionsOf', () => {
  it('offers the classes with units enough, never the leg’s own sailing and class, nor another route', () => {
    const lines = [
      line('v-1', [
        ['SECOND_JAPANESE', 5, 'berth'],
        ['SUITE', 1, 'room'],
      ]),
      line('v-2', [
        ['SECOND_JAPANESE', 2, 'berth'],
        ['SECOND_DORMITORY', 1, 'berth'],
        ['SUITE', 0, 'room'],
      ]),
      line('v-3', [['SECOND_DORMITORY', 1, 'berth']]),
      line('v-4', [['SECOND_JAPANESE', 9, 'berth']], ['JPOSA', 'CNSHA']),
    ];
    expect(changeOptionsOf(lines, TWO, 0).map((o) => [o.voyageUuid, o.cabins.map((c) => c.cabinClass)])).toEqual([
      ['v-1', ['SUITE']],
      ['v-2', ['SECOND_JAPANESE']],
    ]);
  });

  it('keeps a round trip’s leg in its class', () => {
    const roundTrip = order('o-2', 'PAID', {
      orderType: 'ROUND_TRIP',
      legs: [leg(), leg({ legIndex: 1, departurePort: 'JPOSA', arrivalPort: 'CNSHA', voyageUuid: 'r-1' })],
    });
    const lines = [
      line(
        'r-2',
        [
          ['SECOND_JAPANESE', 3, 'berth'],
          ['SUITE', 2, 'room'],
        ],
        ['JPOSA', 'CNSHA'],
      ),
    ];
    expect(changeOptionsOf(lines, roundTrip, 1).map((o) => [o.voyageUuid, o.cabins.map((c) => c.cabinClass)])).toEqual([['r-2', ['SECOND_JAPANESE']]]);
  });
});

describe('orderChangeDialogActors', () => {
  it('asks the leg’s route on the day in the order’s currency', async () => {
    const sailings = vi.fn(async () => [line('v-2', [['SECOND_JAPANESE', 4, 'berth']])]);
    const actors = orderChangeDialogActors({ sailings, quote: vi.fn(), change: vi.fn() });
    const jpy = order('o-3', 'PAID', { currency: 'JPY' });
    const options = await toPromise(createActor(actors.loadSailings, { input: { order: jpy, legIndex: 0, day: '2026-12-17' } }).start());
    expect(sailings).toHaveBeenCalledWith({ departurePort: 'CNSHA', arrivalPort: 'JPOSA' }, '2026-12-17', 'JPY', expect.anything());
    expect(options.map((o) => o.voyageUuid)).toEqual(['v-2']);
  });
});
