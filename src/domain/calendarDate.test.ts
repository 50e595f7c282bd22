import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendarDate';

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2099-02-30', false],
    ['2099-13-01', false],
    ['1850-01-01', true],
    ['1849-12-31', false],
    ['2024-4-1', false],
    ['2024-04-01T00:00:00Z', false],
    ['15/01/2099', false],
  ])('%s → %s', (value, ok) => expect(isCalendarDate(value)).toBe(ok));
});
