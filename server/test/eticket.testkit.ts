import type { OrderView } from '../../src/domain/ticketing/order';
import { adult, passenger } from './orders.testkit';

/** A PAID round trip of a Chinese adult and a Japanese child, built by hand: the renderer's tests need no database. */
export function sampleOrder(overrides: Partial<OrderView> = {}): OrderView {
  const leg = (legIndex: number, from: [string, string, string], to: [string, string, string], departure: string, arrival: string) => ({
    legIndex,
    voyageUuid: `00000000-0000-4000-8000-00000000000${legIndex}`,
    voyageCode: legIndex === 0 ? 'SO2612010' : 'OS2612080',
    vessel: '新鉴真 Shin Ganjin',
    departurePort: from[0],
    arrivalPort: to[0],
    departurePortNameZh: from[1],
    departurePortNameJa: from[2],
    arrivalPortNameZh: to[1],
    arrivalPortNameJa: to[2],
    departureTime: departure,
    arrivalTime: arrival,
    departureDate: departure.slice(0, 10),
    cabinClass: 'SECOND_JAPANESE',
    cabinNameZh: '二等和室',
    cabinNameJa: '2等和室',
    berths: 2,
  });
  const shanghai: [string, string, string] = ['CNSHA', '上海', '上海'];
  const osaka: [string, string, string] = ['JPOSA', '大阪', '大阪'];
  const passengers = [
    adult({ cnSurname: '张', cnGivenName: '伟', enSurname: 'ZHANG', enGivenName: 'WEI', certificateNo: 'E12345678' }),
    passenger('CHILD', '2018-04-01', {
      cnSurname: '渡辺',
      cnGivenName: 'はなこ',
      enSurname: 'WATANABE',
      enGivenName: 'HANAKO',
      nationality: 'JP',
      certificateNo: 'TK9876543',
    }),
  ];
  const tickets = [0, 1].flatMap((legIndex) =>
    passengers.map((p, passengerIndex) => ({
      uuid: `10000000-0000-4000-8000-0000000000${legIndex}${passengerIndex}`,
      ticketNo: `T2611220001-${legIndex + 1}-${passengerIndex + 1}`,
      legIndex,
      passengerIndex,
      passengerName: `${p.cnSurname}${p.cnGivenName}`,
      passengerNameEn: `${p.enSurname} ${p.enGivenName}`,
      ticketType: p.ticketType,
      status: 'VALID' as const,
      fare: 1000,
      surcharge: 100,
    })),
  );
  return {
    uuid: '20000000-0000-4000-8000-000000000001',
    orderNo: 'T2611220001',
    status: 'PAID',
    stateValue: 'PAID',
    orderType: 'ROUND_TRIP',
    currency: 'RMB',
    totalAmount: 4400,
    breakdown: null,
    contactName: '张伟',
    contactPhone: '+86 138-0013-8000',
    contactEmail: 'zhang@example.org',
    extraBed: false,
    noticeVersion: 1,
    legs: [
      leg(0, shanghai, osaka, '2026-12-01T03:00:00.000Z', '2026-12-02T01:00:00.000Z'),
      leg(1, osaka, shanghai, '2026-12-08T03:00:00.000Z', '2026-12-09T02:00:00.000Z'),
    ],
    passengers,
    tickets,
    createdAt: '2026-11-22T01:00:00.000Z',
    updatedAt: '2026-11-22T01:10:00.000Z',
    submittedAt: '2026-11-22T01:00:00.000Z',
    ...overrides,
  };
}
