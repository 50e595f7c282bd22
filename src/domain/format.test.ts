import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, toDate } from './format';

describe('formatNumber (spec 5)', () => {
  it.each([
    [1234567.5, '1,234,567.5'],
    [1234567, '1,234,567'],
    [1234.56, '1,234.56'],
    [1234.567, '1,234.57'],
    [0.5, '0.5'],
    [999, '999'],
    [1000, '1,000'],
    [-1200, '-1,200'],
    [-0, '0'],
    [-0.001, '0'],
    [0, '0'],
    ['1234567.5', '1,234,567.5'],
    [' 2500 ', '2,500'],
    ['-1200', '-1,200'],
    ['.5', '0.5'],
    ['abc', '0'],
    ['12abc', '0'],
    ['1,234', '0'],
    ['', '0'],
    ['   ', '0'],
    [null, '0'],
    [undefined, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [{}, '0'],
    [true, '0'],
  ])('%j -> %s', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });
});

describe('formatMoney (spec 5 and 9)', () => {
  it.each([
    [1234, 'RMB', '¥1,234.00'],
    [1234.5, 'RMB', '¥1,234.50'],
    [1234.567, 'RMB', '¥1,234.57'],
    ['880', 'RMB', '¥880.00'],
    [-1234, 'RMB', '-¥1,234.00'],
    [-0.001, 'RMB', '¥0.00'],
    [0, 'RMB', '¥0.00'],
    ['', 'RMB', '¥0.00'],
    [null, 'RMB', '¥0.00'],
    ['abc', 'RMB', '¥0.00'],
    [12000, 'JPY', '12,000円'],
    [12000.4, 'JPY', '12,000円'],
    [12000.5, 'JPY', '12,001円'],
    ['1500', 'JPY', '1,500円'],
    [-12000, 'JPY', '-12,000円'],
    [undefined, 'JPY', '0円'],
    ['x', 'JPY', '0円'],
  ] as const)('%j %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  // In Japan ¥ means yen: a Japanese reader sees yuan as 元 after the number, like 円.
  it.each([
    [1300, 'RMB', '1,300.00元'],
    [1234.567, 'RMB', '1,234.57元'],
    [-200, 'RMB', '-200.00元'],
    ['', 'RMB', '0.00元'],
    [26000, 'JPY', '26,000円'],
    [-12000, 'JPY', '-12,000円'],
  ] as const)('in Japanese %j %s -> %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency, 'jp')).toBe(expected);
  });

  it("keeps the spec's ¥ prefix when asked for Chinese explicitly", () => {
    expect(formatMoney(1300, 'RMB', 'zh')).toBe('¥1,300.00');
  });
});

// Instants built from local time, so the expected text holds in any time zone.
const local = new Date(2025, 6, 16, 13, 30, 18);
const ms = local.getTime();
const seconds = ms / 1000;

describe('toDate', () => {
  it('reads a ten-digit number as seconds', () => {
    expect(String(seconds)).toMatch(/^\d{10}$/);
    expect(toDate(seconds)?.getTime()).toBe(ms);
  });

  it('reads a ten-digit numeric string as seconds', () => {
    expect(toDate(String(seconds))?.getTime()).toBe(ms);
  });

  it('reads a thirteen-digit number or string as milliseconds', () => {
    expect(toDate(ms)?.getTime()).toBe(ms);
    expect(toDate(String(ms))?.getTime()).toBe(ms);
  });

  it('reads a nine-digit number as milliseconds (a day and a half after 1970)', () => {
    expect(toDate(123456789)?.getTime()).toBe(123456789);
    expect(toDate('123456789')?.getTime()).toBe(123456789);
  });

  it('reads negative numbers as milliseconds, even with ten digits', () => {
    expect(toDate(-1234567890)?.getTime()).toBe(-1234567890);
    expect(toDate('-1234567890')?.getTime()).toBe(-1234567890);
  });

  it('copies a Date rather than sharing it', () => {
    const copy = toDate(local);
    expect(copy?.getTime()).toBe(ms);
    expect(copy).not.toBe(local);
  });

  it.each([null, undefined, '', '  ', 'not a date', Number.NaN, Number.POSITIVE_INFINITY, new Date('x'), {}, true])('%j is null', (input) => {
    expect(toDate(input)).toBeNull();
  });
});

describe('formatDateTime and formatDate (spec 5)', () => {
  it.each([
    ['a Date', local],
    ['milliseconds (13 digits)', ms],
    ['milliseconds as a string', String(ms)],
    ['seconds (10 digits)', seconds],
    ['seconds as a string', String(seconds)],
    ['an ISO string with zone', local.toISOString()],
    ['a local ISO string', '2025-07-16T13:30:18'],
    ['the display format itself', '2025-07-16 13:30:18'],
  ])('%s -> 2025-07-16 13:30:18', (_, input) => {
    expect(formatDateTime(input)).toBe('2025-07-16 13:30:18');
    expect(formatDate(input)).toBe('2025-07-16');
  });

  it('a nine-digit number is milliseconds, so 1970, not 1973', () => {
    expect(formatDate(123456789)).toMatch(/^1970-01-0[123]$/);
  });

  it('a negative number is milliseconds before 1970', () => {
    const beforeEpoch = new Date(1969, 11, 31, 8, 0, 0);
    expect(formatDateTime(beforeEpoch.getTime())).toBe('1969-12-31 08:00:00');
    expect(formatDate(-1234567890)).toMatch(/^1969-12-(1[4-9]|2\d)$/);
  });

  it('a date-only string', () => {
    expect(formatDateTime('2025-07-16')).toBe('2025-07-16 00:00:00');
  });

  it.each([null, undefined, '', 'abc', Number.NaN, new Date('invalid')])('%j -> empty', (input) => {
    expect(formatDateTime(input)).toBe('');
    expect(formatDate(input)).toBe('');
  });
});
