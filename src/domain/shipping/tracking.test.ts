import { describe, expect, it } from 'vitest';
import { classifyTrackingNumber, containerCheckDigit, currentStatusOf, isContainerNo, splitTrackingNumbers, timelineOrder, type TimedEvent } from './tracking';

describe('ISO 6346 container numbers', () => {
  it.each(['CSQU3054383', 'MSKU9070323', 'ESFU2000014'])('%s is valid', (no) => expect(isContainerNo(no)).toBe(true));
  it.each([
    ['a wrong check digit', 'CSQU3054384'],
    ['a category other than U, J or Z', 'CSQX3054383'],
    ['too short', 'CSQU305438'],
    ['lower case', 'csqu3054383'],
  ])('refuses %s', (_label, no) => expect(isContainerNo(no)).toBe(false));
  it('a remainder of 10 gives the check digit 0', () => expect(containerCheckDigit('ESFU200002')).toBe(0));
});

describe('tracking numbers', () => {
  it('splits on commas, spaces, new lines and full-width separators, upper-cases and removes repeats', () => {
    expect(splitTrackingNumbers(' bk26000001, ESF26000002；csqu3054383\nBK26000001 ')).toEqual(['BK26000001', 'ESF26000002', 'CSQU3054383']);
    expect(splitTrackingNumbers(['BK26000001 ESF26000002', 'CSQU3054383'])).toEqual(['BK26000001', 'ESF26000002', 'CSQU3054383']);
    expect(splitTrackingNumbers('  ')).toEqual([]);
  });
  it.each([
    ['BK26000012', 'BOOKING'],
    ['ESF26000007', 'BL'],
    ['CSQU3054383', 'CONTAINER'],
    ['CSQU3054384', 'badCheckDigit'],
    ['HELLO', 'unknownNumber'],
    ['BK2600001', 'unknownNumber'],
  ])('%s is %s', (no, kind) => expect(classifyTrackingNumber(no)).toBe(kind));
});

describe('current status and timeline', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 2, 1, h)).toISOString();
  const events: TimedEvent[] = [
    { eventCode: 'LOAD', classifier: 'PLN', eventTime: at(20) },
    { eventCode: 'GTIN', classifier: 'ACT', eventTime: at(10) },
    { eventCode: 'GTOT', classifier: 'ACT', eventTime: at(2) },
    { eventCode: 'DEPA', classifier: 'ACT', eventTime: at(12) },
    { eventCode: 'LOAD', classifier: 'ACT', eventTime: at(10) },
  ];
  it('is the latest actual equipment event: planned ones and vessel events do not count', () => {
    expect(currentStatusOf(events)?.eventCode).toBe('LOAD');
    expect(currentStatusOf(events.filter((e) => e.classifier === 'PLN'))).toBeNull();
  });
  it('orders the timeline by time', () => {
    expect(timelineOrder(events).map((e) => e.eventCode)).toEqual(['GTOT', 'GTIN', 'LOAD', 'DEPA', 'LOAD']);
  });
});
