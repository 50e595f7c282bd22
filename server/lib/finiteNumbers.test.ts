import { describe, expect, it } from 'vitest';
import { firstNonFinite } from './finiteNumbers';

describe('firstNonFinite', () => {
  it('finds Infinity and NaN at any depth, and names where', () => {
    expect(firstNonFinite({ a: 1, b: [{ c: Infinity }] })).toBe('b.0.c');
    expect(firstNonFinite(NaN)).toBe('');
    expect(firstNonFinite({ a: -Infinity })).toBe('a');
  });
  it('passes finite numbers, text and nothing', () => {
    expect(firstNonFinite({ a: 1e308, b: 'Infinity', c: null, d: [0, -1.5] })).toBeNull();
    expect(firstNonFinite(undefined)).toBeNull();
  });
});
