import { describe, expect, it } from 'vitest';
import { bookingNoOf, messageLink } from './messageLinks';

describe('messageLink: every shipper message links to its record', () => {
  it('a booking’s news opens that booking', () => {
    for (const type of ['BOOKING_SUBMITTED', 'BOOKING_CONFIRMED', 'BOOKING_SHUTOUT', 'BOOKING_CANCELED', 'CONTAINERS_ASSIGNED'] as const)
      expect(messageLink({ type, bookingNo: 'BK26000012', blNo: null })).toEqual({ kind: 'booking', path: '/myBooking?bookingNo=BK26000012' });
  });

  it('a bill’s news opens that bill', () => {
    expect(messageLink({ type: 'BL_ISSUED', bookingNo: 'BK26000012', blNo: 'ESF26000007' })).toEqual({ kind: 'bills', path: '/downloadBls?blNo=ESF26000007' });
    expect(messageLink({ type: 'BL_RELEASED', bookingNo: 'BK26000012', blNo: 'ESF26000007' })).toEqual({
      kind: 'bills',
      path: '/downloadBls?blNo=ESF26000007',
    });
  });

  it('without the number (an older message, a booking since deleted) the list', () => {
    expect(messageLink({ type: 'BOOKING_CONFIRMED', bookingNo: null })).toEqual({ kind: 'booking', path: '/myBooking' });
    expect(messageLink({ type: 'BL_ISSUED' })).toEqual({ kind: 'bills', path: '/downloadBls' });
  });

  it('a number is written as a query value', () => {
    expect(messageLink({ type: 'BOOKING_CONFIRMED', bookingNo: 'BK 1&x=2' }).path).toBe('/myBooking?bookingNo=BK+1%26x%3D2');
  });

  it('rail commissions, free time and the enterprise account go to their pages', () => {
    expect(messageLink({ type: 'RAIL_COMMISSION_ACCEPTED', bookingNo: 'BK26000012' })).toEqual({
      kind: 'commissions',
      path: '/myCommission?bookingNo=BK26000012',
    });
    expect(messageLink({ type: 'RAIL_COMMISSION_REJECTED', bookingNo: null })).toEqual({ kind: 'commissions', path: '/myCommission' });
    expect(messageLink({ type: 'FREE_TIME_ENDING', bookingNo: 'BK26000012' })).toEqual({ kind: 'dnd', path: '/dndChargeQueryIndex' });
    expect(messageLink({ type: 'ENTERPRISE_APPROVED' })).toEqual({ kind: 'newBooking', path: '/booking' });
    expect(messageLink({ type: 'ENTERPRISE_ENABLED' })).toEqual({ kind: 'newBooking', path: '/booking' });
    expect(messageLink({ type: 'ENTERPRISE_REJECTED' })).toEqual({ kind: 'account', path: '/accountMgt' });
    expect(messageLink({ type: 'ENTERPRISE_DISABLED' })).toEqual({ kind: 'account', path: '/accountMgt' });
  });

  it('reads the booking number a link asked for, as the lists compare it', () => {
    expect(bookingNoOf('?bookingNo=%20bk26000012%20&x=1')).toBe('BK26000012');
    expect(bookingNoOf('')).toBe('');
  });
});
