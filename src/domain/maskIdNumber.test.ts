import { describe, expect, it } from 'vitest';
import { maskIdNumber } from './maskIdNumber';

describe('maskIdNumber', () => {
  it('keeps the first two and the last two characters of a passport number, each hidden one a dot', () => {
    expect(maskIdNumber('E12345689')).toBe('E1•••••89');
    expect(maskIdNumber('TR1234567')).toBe('TR•••••67');
  });

  it('hides the middle of an 18-character resident ID card number', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('11••••••••••••••2X');
  });

  it('at six characters still keeps both ends', () => {
    expect(maskIdNumber('AB1234')).toBe('AB••34');
  });

  it('a number shorter than six characters keeps only its last one', () => {
    expect(maskIdNumber('A1234')).toBe('••••4');
    expect(maskIdNumber('X')).toBe('X');
  });

  it('ignores surrounding spaces and gives nothing for no number', () => {
    expect(maskIdNumber('  E12345689 ')).toBe('E1•••••89');
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber(null)).toBe('');
    expect(maskIdNumber(undefined)).toBe('');
  });
});
