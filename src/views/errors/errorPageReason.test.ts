import { describe, expect, it } from 'vitest';
import { errorPageReason } from './errorPageReason';

describe('errorPageReason', () => {
  it.each([
    ['?msg=%E7%B3%BB%E7%BB%9F%E9%94%99%E8%AF%AF', '系统错误'],
    ['?message=Server%20busy', 'Server busy'],
    ['?reason=x', 'x'],
    ['?msg=%20%20', null],
    ['', null],
    ['?other=1', null],
  ])('%s → %j', (search, expected) => {
    expect(errorPageReason(search)).toBe(expected);
  });

  it('shortens a very long reason', () => {
    const reason = errorPageReason(`?msg=${'a'.repeat(500)}`);
    expect(reason?.length).toBe(201);
    expect(reason?.endsWith('…')).toBe(true);
  });
});
