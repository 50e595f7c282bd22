import { describe, expect, it } from 'vitest';
import { informationHref, readInformationQuery } from './informationQuery';

describe('the information centre URL', () => {
  it('reads type, page and size', () => {
    expect(readInformationQuery('?type=NEWS&page=2&size=20')).toEqual({ type: 'NEWS', current: 2, size: 20 });
  });

  it('falls back to page 1 of 10 of every type for anything unknown', () => {
    expect(readInformationQuery('')).toEqual({ type: undefined, current: 1, size: 10 });
    expect(readInformationQuery('?type=BLOG&page=0&size=15')).toEqual({ type: undefined, current: 1, size: 10 });
    expect(readInformationQuery('?page=-3&size=abc')).toEqual({ type: undefined, current: 1, size: 10 });
  });

  it('writes back only what is not the default', () => {
    expect(informationHref({ current: 1, size: 10 })).toBe('/information');
    expect(informationHref({ type: 'SERVICE', current: 3, size: 50 })).toBe('/information?type=SERVICE&page=3&size=50');
    expect(readInformationQuery(informationHref({ type: 'NOTICE', current: 2, size: 20 }).split('?')[1] ?? '')).toEqual({
      type: 'NOTICE',
      current: 2,
      size: 20,
    });
  });
});
