import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RetryLimitError, waitWhileRefreshing } from './refreshWait';

describe('waitWhileRefreshing (spec 4: every 300 ms, up to 7 attempts)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves at once when no refresh is in flight, without a timer', async () => {
    const isRefreshing = vi.fn(() => false);
    await expect(waitWhileRefreshing(isRefreshing)).resolves.toBeUndefined();
    expect(isRefreshing).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves at the first check after the refresh ends', async () => {
    let refreshing = true;
    const isRefreshing = vi.fn(() => refreshing);
    let resolved = false;
    const wait = waitWhileRefreshing(isRefreshing).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(600);
    expect(resolved).toBe(false);
    refreshing = false;
    await vi.advanceTimersByTimeAsync(299);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await wait;
    expect(resolved).toBe(true);
    // the first look plus checks at 300, 600 and 900 ms
    expect(isRefreshing).toHaveBeenCalledTimes(4);
  });

  it('gives up with RetryLimitError after 7 checks 300 ms apart', async () => {
    const isRefreshing = vi.fn(() => true);
    const outcome = waitWhileRefreshing(isRefreshing).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_099);
    expect(isRefreshing).toHaveBeenCalledTimes(7);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RetryLimitError);
    expect((error as RetryLimitError).attempts).toBe(7);
    expect(isRefreshing).toHaveBeenCalledTimes(8);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes its interval and attempts as options', async () => {
    const isRefreshing = vi.fn(() => true);
    const outcome = waitWhileRefreshing(isRefreshing, { intervalMs: 100, attempts: 2 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(200);
    expect(await outcome).toBeInstanceOf(RetryLimitError);
    expect(isRefreshing).toHaveBeenCalledTimes(3);
  });
});
