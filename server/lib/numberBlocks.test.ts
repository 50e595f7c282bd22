import { describe, expect, it } from 'vitest';
import { numberBlocks } from './numberBlocks';

/** A sequence that counts the round trips it answers. */
function sequence() {
  let last = 0;
  let trips = 0;
  const take = async (count: number) => {
    trips++;
    await new Promise((r) => setTimeout(r, 1));
    return Array.from({ length: count }, () => ++last);
  };
  return { take, trips: () => trips };
}

describe('numberBlocks', () => {
  it('hands out the sequence in order, one round trip per block', async () => {
    const s = sequence();
    const next = numberBlocks(s.take, 4);
    const got: number[] = [];
    for (let i = 0; i < 9; i++) got.push(await next());
    expect(got).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(s.trips()).toBe(3);
  });

  it('gives concurrent callers distinct numbers from one refill', async () => {
    const s = sequence();
    const next = numberBlocks(s.take, 8);
    const got = await Promise.all(Array.from({ length: 20 }, () => next()));
    expect(new Set(got).size).toBe(20);
    expect([...got].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(s.trips()).toBe(3);
  });

  it('lets a failed refill fail its callers and tries again on the next call', async () => {
    let fail = true;
    const next = numberBlocks(async (count) => {
      if (fail) throw new Error('connection lost');
      return Array.from({ length: count }, (_, i) => i + 1);
    }, 2);
    await expect(next()).rejects.toThrow('connection lost');
    fail = false;
    await expect(next()).resolves.toBe(1);
  });
});
