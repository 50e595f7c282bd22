import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

const ID = '3f2c9a1e-7b4d-4c2a-9e1f-0a1b2c3d4e5f';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
  });

  // a repeated query parameter arrives as an array, which a regular expression reads as its text
  it.each([
    ['an array holding a UUID', [ID]],
    ['a UUID with more around it', ` ${ID}`],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses %s', (_, value) => {
    expect(isUuid(value)).toBe(false);
  });
});
