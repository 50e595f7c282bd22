import { describe, expect, it } from 'vitest';
import { pageOf, slicePage } from './envelope';

describe('pageOf and slicePage', () => {
  it('counts a last, partial page', () => {
    expect(pageOf(['a'], 25, { current: 3, size: 10 })).toEqual({ records: ['a'], total: 25, current: 3, size: 10, pages: 3 });
    expect(pageOf([], 0, { current: 1, size: 10 }).pages).toBe(0);
  });

  it('slices the asked page of a list held whole', () => {
    expect(slicePage(['a', 'b', 'c', 'd', 'e'], { current: 2, size: 2 })).toEqual({ records: ['c', 'd'], total: 5, current: 2, size: 2, pages: 3 });
  });
});
