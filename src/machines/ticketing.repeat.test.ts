import { describe, expect, it } from 'vitest';
import type { OrderPassengerInput } from '../domain/ticketing/order';
import { leg, order } from './orders.fixtures';
import { draftFromUrl, draftLocation, repeatLocation, repeatOf, repeatOrderFromUrl, repeatRouteOf } from './ticketing.repeat';

const ADULT = { cnSurname: '张', cnGivenName: '三', ticketType: 'ADULT', savedPassengerUuid: 'p-1', saveToList: true } as unknown as OrderPassengerInput;
const CHILD = { cnSurname: '张', cnGivenName: '小', ticketType: 'CHILD' } as unknown as OrderPassengerInput;

/** A round trip whose legs come return first: the outbound is the one with legIndex 0. */
const ROUND = order('o-9', 'CANCEL', {
  orderType: 'ROUND_TRIP',
  extraBed: true,
  contactName: '张三',
  contactPhone: '13800138000',
  contactEmail: 'zhang@example.com',
  passengers: [ADULT, CHILD],
  legs: [
    leg({ legIndex: 1, departurePort: 'JPOSA', arrivalPort: 'CNSHA', cabinClass: 'SECOND_DORM' }),
    leg({ legIndex: 0, departurePort: 'CNSHA', arrivalPort: 'JPOSA', cabinClass: 'SUITE' }),
  ],
});

describe('buying an order again', () => {
  it('starts from the outbound leg’s route and cabin, the order’s trip type, contact and party', () => {
    expect(repeatOf(ROUND)).toEqual({
      criteria: { departurePort: 'CNSHA', arrivalPort: 'JPOSA', tripType: 'ROUND_TRIP' },
      cabinClass: 'SUITE',
      draft: {
        contactName: '张三',
        contactPhone: '13800138000',
        contactEmail: 'zhang@example.com',
        // nobody is saved to the list twice
        passengers: [
          { ...ADULT, saveToList: false },
          { ...CHILD, saveToList: false },
        ],
        extraBed: true,
        // the notice is agreed to again
        noticeAgreed: false,
      },
    });
  });

  it('leaves the order’s own legs as they were', () => {
    const legs = [...ROUND.legs];
    repeatOf(ROUND);
    repeatRouteOf(ROUND);
    expect(ROUND.legs).toEqual(legs);
  });

  it('an order without legs gives an empty route and cabin', () => {
    const bare = order('o-1', 'CANCEL', { legs: [] });
    expect(repeatOf(bare)).toMatchObject({ criteria: { departurePort: '', arrivalPort: '', tripType: 'ONE_WAY' }, cabinClass: '' });
    expect(repeatRouteOf(bare)).toEqual({ orderUuid: 'o-1', from: '', to: '', orderType: 'ONE_WAY' });
  });

  it('the search URL carries the outbound’s route, the trip type and the order', () => {
    expect(repeatRouteOf(ROUND)).toEqual({ orderUuid: 'o-9', from: 'CNSHA', to: 'JPOSA', orderType: 'ROUND_TRIP' });
    expect(repeatLocation(repeatRouteOf(ROUND))).toBe('/ticketing/search?from=CNSHA&to=JPOSA&type=ROUND_TRIP&again=o-9');
    expect(repeatLocation({ orderUuid: 'o 1&x', from: 'CNSHA', to: 'JPOSA', orderType: 'ONE_WAY' })).toBe(
      '/ticketing/search?from=CNSHA&to=JPOSA&type=ONE_WAY&again=o+1%26x',
    );
  });

  it.each([
    ['?again=o-9', 'o-9'],
    ['?from=CNSHA&again=%20o-9%20', 'o-9'],
    ['?again=', null],
    ['?again=%20%20', null],
    ['?from=CNSHA', null],
    ['?draft=o-9', null],
  ])('the order to buy again in %s: %s', (search, uuid) => {
    expect(repeatOrderFromUrl(search)).toBe(uuid);
  });
});

describe('going on with a draft', () => {
  it('the form’s URL names the draft', () => {
    expect(draftLocation('d-7')).toBe('/ticketing/create_order?draft=d-7');
    expect(draftLocation('d 7/1')).toBe('/ticketing/create_order?draft=d+7%2F1');
  });

  it.each([
    ['?draft=d-7', 'd-7'],
    ['?draft=%20d-7', 'd-7'],
    ['?draft=', null],
    ['', null],
    ['?again=d-7', null],
  ])('the draft in %s: %s', (search, uuid) => {
    expect(draftFromUrl(search)).toBe(uuid);
  });

  it('reads back what it wrote', () => {
    expect(draftFromUrl(draftLocation('d 7/1').split('?')[1]!)).toBe('d 7/1');
    expect(repeatOrderFromUrl(repeatLocation(repeatRouteOf(ROUND)).split('?')[1]!)).toBe('o-9');
  });
});
