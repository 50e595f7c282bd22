import { describe, expect, it } from 'vitest';
import type { Currency } from '../baseData';
import { formatMinor, fromMinor, toMinor } from './money';

describe('toMinor', () => {
  it.each<[unknown, Currency, number | null]>([
    [1280, 'RMB', 128000],
    [1280.5, 'RMB', 128050],
    ['1280.55', 'RMB', 128055],
    [1.1, 'RMB', 110],
    [0.29, 'RMB', 29],
    [0, 'RMB', 0],
    [12000, 'JPY', 12000],
    ['4000', 'JPY', 4000],
    [0.005, 'RMB', null],
    [0.5, 'JPY', null],
    [-1, 'RMB', null],
    ['', 'RMB', null],
    ['abc', 'JPY', null],
    [null, 'JPY', null],
    [Number.MAX_SAFE_INTEGER, 'RMB', null],
  ])('%o %s -> %o', (amount, currency, minor) => {
    expect(toMinor(amount, currency)).toBe(minor);
  });
});

describe('fromMinor', () => {
  it.each<[number, Currency, number]>([
    [128055, 'RMB', 1280.55],
    [30, 'RMB', 0.3],
    [12000, 'JPY', 12000],
  ])('%i %s -> %d', (minor, currency, major) => {
    expect(fromMinor(minor, currency)).toBe(major);
  });

  it('sums what floating point cannot', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromMinor((toMinor(0.1, 'RMB') ?? 0) + (toMinor(0.2, 'RMB') ?? 0), 'RMB')).toBe(0.3);
  });
});

describe('formatMinor', () => {
  it.each<[number, Currency, string]>([
    [380000, 'RMB', '¥3,800.00'],
    [910070, 'RMB', '¥9,100.70'],
    [5, 'RMB', '¥0.05'],
    [29000, 'JPY', '29,000円'],
    [0, 'JPY', '0円'],
  ])('%i %s -> %s', (minor, currency, text) => {
    expect(formatMinor(minor, currency)).toBe(text);
  });

  it.each<[number, Currency, string]>([
    [130000, 'RMB', '1,300.00元'],
    [26000, 'JPY', '26,000円'],
  ])('in Japanese %i %s -> %s', (minor, currency, text) => {
    expect(formatMinor(minor, currency, 'jp')).toBe(text);
  });
});
